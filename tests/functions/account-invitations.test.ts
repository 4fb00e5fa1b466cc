import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../functions/src/db/users';
import { escapeHtml, invitationEmail } from '../../functions/src/services/emails/templates';
import { inviteUser } from '../../functions/src/services/invitations';
import { setTestEnv } from './support/env';
import { queuedItems, queuedMails } from './support/outbox';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

beforeAll(setTestEnv);
beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(GetCommand).resolves({ Item: { pk: 'T#F1', sk: 'FIRM', idStructure: 'F1', nom: 'Cabinet <Alami> & Associés', createdAt: '' } });
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.onAnyCommand().resolves({});
  // The firm's daily invitation count (services/email-limits.ts).
  dynamo.on(UpdateCommand).resolves({});
});

const user = (over: Partial<User> = {}): User => ({
  idUtilisateur: 'U1',
  idStructure: 'F1',
  idTypeUtilisateur: 'ASSISTANT',
  idRolUtilisateur: 'USER',
  nom: 'Idrissi',
  prenom: 'Salma',
  email: 'salma@example.ma',
  actif: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const inviter = { name: 'Youssef Benali', language: 'fr' as const };

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input);
const sentMail = () => queuedMails(transactions())[0]!;
const linkToken = (text: string) => /first-connection\?id=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('inviteUser', () => {
  it("refuses past the firm's daily limit with 429 and Retry-After, before any account or token exists", async () => {
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' }));
    const refused = inviteUser({ structureId: 'F1', user: user(), inviter });
    await expect(refused).rejects.toMatchObject({ statusCode: 429, code: 'too_many_requests', messageCode: 'invitation_limit' });
    await expect(refused).rejects.toHaveProperty('headers.Retry-After', expect.stringMatching(/^\d+$/));
    const counted = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(counted).toMatchObject({
      Key: { pk: 'T#F1#QUOTA', sk: `INVITATION#${new Date().toISOString().slice(0, 10)}` },
      ExpressionAttributeValues: expect.objectContaining({ ':limit': 200 }),
    });
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('creates a Cognito account with no known password in the role group, stores only the hash of a 32-byte token for 7 days, and queues the link by email in the same transaction', async () => {
    const before = Date.now();
    await inviteUser({ structureId: 'F1', user: user(), inviter });

    const created = cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input;
    expect(created).toMatchObject({ Username: 'salma@example.ma', MessageAction: 'SUPPRESS' });
    expect(created.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'custom:structureId', Value: 'F1' },
        { Name: 'custom:userType', Value: 'ASSISTANT' },
      ]),
    );
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input.GroupName).toBe('USER');
    const password = cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input.Password!;
    expect(password.length).toBeGreaterThanOrEqual(32);

    const mail = sentMail();
    const token = linkToken(mail.text)!;
    expect(mail.text).toContain(`https://app.test/first-connection?id=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [transaction] = transactions();
    expect(transaction!.TransactItems).toHaveLength(2);
    expect(queuedItems(transactions())[0]).toMatchObject({ transaction: 0, condition: 'attribute_not_exists(pk)' });
    const stored = transaction!.TransactItems![0]!.Put!;
    const hash = createHash('sha256').update(token).digest('hex');
    expect(stored.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(stored.Item).toMatchObject({
      pk: `TOKEN#${hash}`,
      kind: 'INVITATION',
      userId: 'U1',
      structureId: 'F1',
      email: 'salma@example.ma',
    });
    expect(JSON.stringify(stored.Item)).not.toContain(token);
    const expiresAt = Date.parse(String(stored.Item!.expiresAt));
    expect(expiresAt - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 5000);
    expect(stored.Item!.ttl).toBe(Math.ceil(expiresAt / 1000));
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
  });

  it("writes in the person's language when known, else the inviter's, names the firm and escapes it in HTML", async () => {
    await inviteUser({ structureId: 'F1', user: user(), inviter });
    let mail = sentMail();
    expect(mail.to).toBe('salma@example.ma');
    // The firm's name is isolated from the sentence (Unicode FSI…PDI): it may be written right to left.
    expect(mail.subject).toBe('Invitation à rejoindre \u2068Cabinet <Alami> & Associés\u2069 sur Mizan');
    expect(mail.html).toContain('Cabinet &lt;Alami&gt; &amp; Associés');
    expect(mail.html).not.toContain('<Alami>');

    dynamo.resetHistory();
    await inviteUser({ structureId: 'F1', user: user({ language: 'ar' }), inviter });
    mail = sentMail();
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail.subject).toContain('ميزان');
  });

  it('disables the Cognito account of a person created inactive', async () => {
    await inviteUser({ structureId: 'F1', user: user({ actif: false }), inviter });
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]!.args[0].input.Username).toBe('salma@example.ma');
  });

  it('removes the Cognito account when the token and its email cannot be written, and rethrows', async () => {
    dynamo.on(TransactWriteCommand).rejects(Object.assign(new Error('down'), { name: 'ProvisionedThroughputExceededException' }));
    await expect(inviteUser({ structureId: 'F1', user: user(), inviter })).rejects.toThrow('down');
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe('salma@example.ma');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('writes nothing else when Cognito already knows the email', async () => {
    cognito.on(AdminCreateUserCommand).rejects(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    await expect(inviteUser({ structureId: 'F1', user: user(), inviter })).rejects.toMatchObject({ name: 'UsernameExistsException' });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('email templates', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('never lets a name or firm put markup into the HTML, in any language', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('fr' as const, 'ar' as const, 'en' as const), (name, firmName, language) => {
        const { html } = invitationEmail('a@b.ma', language, {
          recipientName: name,
          inviterName: name,
          firmName,
          link: 'https://app.test/x',
        });
        const body = html.replace(/<[a-z!/][^<>]*>/g, '');
        expect(body).not.toMatch(/[<>]/);
        expect(html).toContain(escapeHtml(firmName));
      }),
    );
  });

  it('keeps the subject on one line and puts the link in both parts', () => {
    const mail = invitationEmail('a@b.ma', 'en', {
      recipientName: 'A B',
      inviterName: 'C D',
      firmName: 'Firm\r\nBcc: x@y.z',
      link: 'https://app.test/first-connection?id=abc',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('https://app.test/first-connection?id=abc');
    expect(mail.html).toContain('href="https://app.test/first-connection?id=abc"');
    expect(mail.html).toContain('dir="ltr"');
  });
});
