import { expect, inject } from 'vitest';

/** Posts to the court-portal simulator's control API (infra/local/court-portal.ts), e.g. `/_control/cases`. */
export const courtPortalControl = async (path: string, body: unknown) => {
  const response = await fetch(new URL(path, inject('env').COURT_PORTAL_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
};
