import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../infra/local/stack';
import { registerFirm } from '../support/accounts';
import { api, request } from '../support/api';

/** The CSP's directives by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

const expectSecurityHeaders = (headers: Headers, what: string) => {
  const storage = new URL(inject('env').AWS_ENDPOINT_URL_S3).origin;
  const csp = directives(headers.get('content-security-policy') ?? '');
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  // Emotion (Chakra UI) writes <style> elements: inline styles only, never inline scripts.
  expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  // The site and the documents' storage, nothing else.
  for (const name of ['connect-src', 'frame-src']) expect(csp.get(name), `${what} ${name}`).toEqual(["'self'", storage]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:', storage]);
  expect(headers.get('strict-transport-security'), what).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
};

describe('security headers on every answer of the local edge', () => {
  it('on API answers: success, refusal, unknown path, malformed body', async () => {
    const firm = await registerFirm();
    const answers = {
      'a success (the profile)': await api('account.me', { token: firm.token }),
      'a public route (validate-token, refused)': await api('account.validateToken', { query: { token: 'nope' } }),
      'a protected route without token': await api('account.me'),
      'an unknown API path': await request('/api/nothing-here'),
      'a malformed body': await request('/api/Account/login', {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
    };
    expect(answers['a success (the profile)'].status).toBe(200);
    for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer.headers, what);
  });

  it('on the SPA, its client-side routes, /locales and missing files', async () => {
    for (const path of ['/', '/Folders', '/login', '/locales/fr/translation.json', '/assets/missing-file.js', '/favicon.svg']) {
      const answer = await request(path);
      expectSecurityHeaders(answer.headers, path);
    }
  });

  it('keeps index.html free of inline scripts, styles and handlers', () => {
    const html = readFileSync(join(REPO_ROOT, 'web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});
