import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mizan/shared/messages';
import { INVITATIONS_PER_DAY } from '../../functions/src/services/email-limits';
import { api } from '../support/api';
import { emailsTo } from '../support/mailbox';
import { emailKey, getItem, putItem } from '../support/table';
import { newFirm, staffForm, type Firm } from './identity-helpers';

/**
 * Invitations carry text a firm chose (its name, the person's name): at most INVITATIONS_PER_DAY
 * per firm and day, then 429 with Retry-After and a clear message, nothing created, nothing sent.
 * The day's count is set in the table rather than reached by 200 invitations.
 */
let firm: Firm;
let other: Firm;

beforeAll(async () => {
  [firm, other] = await Promise.all([newFirm(), newFirm()]);
});

const today = () => new Date().toISOString().slice(0, 10);
const quotaKey = (structureId: string) => ({ pk: `T#${structureId}#QUOTA`, sk: `INVITATION#${today()}` });
const invite = (token: string, email: string, language = 'fr') =>
  api<{ statusCode: number; error: string; message: string }>('users.create', {
    token,
    body: staffForm({ email }),
    headers: { 'accept-language': language },
  });

describe('the daily invitation limit of a firm', () => {
  it('is 200 a day', () => {
    expect(INVITATIONS_PER_DAY).toBe(200);
  });

  it('counts each invitation of the day', async () => {
    const before = (await getItem<{ pk: string; sk: string; uses?: number }>(quotaKey(firm.structureId)))?.uses ?? 0;
    const email = staffForm().email;
    expect((await invite(firm.admin, email)).status).toBe(201);
    expect(await getItem(quotaKey(firm.structureId))).toMatchObject({ uses: before + 1, ttl: expect.any(Number) });
  });

  it('sends the last one of the day, then answers 429 until tomorrow, creating and sending nothing', async () => {
    await putItem({ ...quotaKey(firm.structureId), type: 'QUOTA', uses: INVITATIONS_PER_DAY - 1, ttl: 4_000_000_000 });
    const last = staffForm().email;
    expect((await invite(firm.admin, last)).status).toBe(201);

    const refused = staffForm().email;
    const answer = await invite(firm.admin, refused, 'ar');
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ statusCode: 429, error: 'too_many_requests', message: MESSAGES.invitation_limit.ar });
    const retryAfter = Number(answer.headers.get('retry-after'));
    const untilMidnight = (Date.parse(`${today()}T00:00:00Z`) + 86_400_000 - Date.now()) / 1000;
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThan(60);

    expect(await getItem(emailKey(refused))).toBeUndefined();
    expect(await emailsTo(refused)).toHaveLength(0);
    expect(await emailsTo(last)).toHaveLength(1);
    expect(await getItem(quotaKey(firm.structureId))).toMatchObject({ uses: INVITATIONS_PER_DAY });
    // Refused again while the limit holds, in the reader's language.
    expect((await invite(firm.admin, refused, 'en')).body.message).toBe(MESSAGES.invitation_limit.en);
  });

  it("is each firm's own", async () => {
    await putItem({ ...quotaKey(firm.structureId), type: 'QUOTA', uses: INVITATIONS_PER_DAY, ttl: 4_000_000_000 });
    expect((await invite(other.admin, staffForm().email)).status).toBe(201);
  });
});
