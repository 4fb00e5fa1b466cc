import { beforeAll, describe, expect, inject, it } from 'vitest';
import { RENAMED, renameOldAttributes, type RenamedKind } from '../../functions/src/db/attribute-renames';
import { newId } from '../../functions/src/db/keys';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { getItem, partition, putItem } from '../support/table';
import { clientWithAccount, registerFirm } from './dossiers-support';

/**
 * `npm run migrate:names` (db/attribute-renames.ts) against the real local stack: items written
 * with the old names of stored-only attributes, some of them written again by the current code
 * before the migration ran, are renamed without losing a count or a newer value, and a second run
 * changes nothing.
 */
type Key = { pk: string; sk: string };
type Message = { idMessage: string; sujet: string; lu: boolean } & Record<string, unknown>;
type Client = Awaited<ReturnType<typeof clientWithAccount>>;

const WIRE_MESSAGE = ['auteur', 'contenu', 'dateEnvoi', 'idAuteur', 'idDossier', 'idMessage', 'idTypeAuteur', 'lu', 'sujet'];

const keyOf = ({ pk, sk }: Key): Key => ({ pk, sk });
/** Puts an item back as the code before the renames wrote it: its new names turned into the old ones. */
const toOldNames = async (key: Key, kind: RenamedKind) => {
  const item = (await getItem(keyOf(key)))!;
  for (const [old, next] of Object.entries(RENAMED[kind])) {
    if (item[next] === undefined) continue;
    item[old] = item[next];
    delete item[next];
  }
  await putItem(item);
};
const oldNames = (kind: RenamedKind) => Object.keys(RENAMED[kind]);

const send = async (token: string, idDossier: string, sujet: string) =>
  expect((await api('messages.add', { token, body: { idDossier, sujet, contenu: sujet } })).status).toBe(201);
const thread = async (token: string, id: string) => (await api<Message[]>('messages.list', { token, params: { id } })).body;
const unreadOf = async (own: TestFirm, a: Client, b: Client) => {
  const staff = await api<{ items: { id: string; messagesNonLus: number }[] }>('dossiers.search', {
    token: own.token,
    query: { refDossier: a.dossier.refCabinet },
  });
  const clientList = async (c: Client) =>
    (await api<{ id: string; messagesNonLus: number }[]>('dossiers.listForClient', { token: c.token, params: { userId: c.session.id } }))
      .body;
  return {
    staffA: staff.body.items.find((d) => d.id === a.dossier.id)?.messagesNonLus,
    clientA: (await clientList(a)).find((d) => d.id === a.dossier.id)?.messagesNonLus,
    clientB: (await clientList(b)).find((d) => d.id === b.dossier.id)?.messagesNonLus,
    firm: (await api<{ messagesNonLus: number }>('messages.unread', { token: own.token })).body.messagesNonLus,
  };
};

let own: TestFirm;
let a: Client;
let b: Client;
beforeAll(async () => {
  own = await registerFirm();
  [a, b] = [await clientWithAccount(own), await clientWithAccount(own)];
  Object.assign(process.env, inject('env'));
});

describe('npm run migrate:names', () => {
  it('renames old attributes, keeps the counts written since the deploy and every newer value, and runs twice', async () => {
    const sid = own.structureId;
    const pkA = `T#${sid}#D#${a.dossier.id}`;
    const pkB = `T#${sid}#D#${b.dossier.id}`;
    const metaA = { pk: pkA, sk: 'META' };
    const metaB = { pk: pkB, sk: 'META' };
    const total = { pk: `T#${sid}`, sk: 'MESSAGES#NONLUS' };

    // Before the deploy. A: the client read S1, S2; the staff read C1–C3; C4 and S3 unread. B: the client read T1, T2; T3 unread.
    for (const s of ['S1', 'S2']) await send(own.token, a.dossier.id, s);
    for (const s of ['C1', 'C2', 'C3']) await send(a.token, a.dossier.id, s);
    await thread(a.token, a.dossier.id);
    await thread(own.token, a.dossier.id);
    await send(a.token, a.dossier.id, 'C4');
    await send(own.token, a.dossier.id, 'S3');
    for (const s of ['T1', 'T2']) await send(own.token, b.dossier.id, s);
    await thread(b.token, b.dossier.id);
    await send(own.token, b.dossier.id, 'T3');
    expect(await unreadOf(own, a, b)).toEqual({ staffA: 1, clientA: 1, clientB: 1, firm: 1 });

    // The items as the code before the renames wrote them.
    await toOldNames(metaA, 'DOSSIER');
    await toOldNames(metaB, 'DOSSIER');
    await toOldNames({ pk: pkA, sk: `LU#${a.session.id}` }, 'MESSAGE_MARKER');
    await toOldNames({ pk: pkB, sk: `LU#${b.session.id}` }, 'MESSAGE_MARKER');
    await toOldNames(total, 'UNREAD_TOTAL');
    const messages = [...(await partition(pkA)), ...(await partition(pkB))].filter((i) => String(i.sk).startsWith('MESSAGE#'));
    for (const m of messages) await toOldNames(m, 'MESSAGE');
    expect(await getItem(metaA)).toMatchObject({ messagesCabinet: 3, messagesClient: 4, lusCabinet: 3 });
    expect(await getItem(metaA)).not.toHaveProperty('staffMessageCount');

    // Between the deploy and the migration the current code writes under the new names: C5, the
    // staff reading A (every message up to C5), T4, client B reading B (every message up to T4).
    await send(a.token, a.dossier.id, 'C5');
    await thread(own.token, a.dossier.id);
    await send(own.token, b.dossier.id, 'T4');
    await thread(b.token, b.dossier.id);

    // A message holding both names, a client record holding both, one holding the old only, an
    // outbox item, an appointment whose write since the deploy dropped it from its client's
    // calendar (gsi2), an alert's key.
    const both = { pk: `T#${sid}#D#${newId()}`, sk: `MESSAGE#${newId()}`, type: 'MESSAGE', cote: 'CLIENT', side: 'CABINET' };
    await putItem(both);
    const recordOf = (c: Client) => ({ pk: `T#${sid}#C#${c.dossier.clients[0]!.idClient}`, sk: 'META' });
    const [recordA, recordB] = [recordOf(a), recordOf(b)];
    await putItem({ ...(await getItem(recordA))!, estClient: false });
    await toOldNames(recordB, 'CLIENT');
    const outbox = { pk: `T#${sid}#OUTBOX`, sk: newId(), type: 'OUTBOX', structureId: sid, etat: 'SENT', to: b.email, attempts: 1 };
    await putItem(outbox);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const appointmentId = newId();
    const appointment = { pk: `T#${sid}#RDV#${appointmentId}`, sk: 'RDV' };
    await putItem({
      ...appointment,
      type: 'APPOINTMENT',
      gsi1pk: `T#${sid}#U#${own.userId}#RDV`,
      gsi1sk: `${day}T10:00#${appointmentId}`,
      id: appointmentId,
      idUtilisateur: own.userId,
      utilisateur: { nom: 'Avocat', prenom: 'Test' },
      idClient: b.dossier.clients[0]!.idClient,
      client: { nom: 'Client', prenom: 'Test' },
      idCompteClient: b.session.id,
      date: day,
      debut: '10:00',
      fin: '10:30',
      statut: 'CNF',
      sequence: 2,
      createdAt: new Date().toISOString(),
      createdBy: own.userId,
      updatedAt: new Date().toISOString(),
    });
    const alertKey = { pk: `T#${sid}#ALERTKEYS`, sk: `${own.userId}#legacy-${newId()}`, type: 'ALERT_KEY', idAlert: 'A1' };
    await putItem(alertKey);
    expect((await api('calendar.appointment', { token: b.token, params: { idrendezvous: appointmentId } })).status).toBe(404);

    expect(await renameOldAttributes()).toEqual({
      DOSSIER: 2,
      MESSAGE_MARKER: 2,
      UNREAD_TOTAL: 1,
      MESSAGE: 11,
      CLIENT: 2,
      OUTBOX: 1,
      APPOINTMENT: 1,
      ALERT_KEY: 1,
    });

    // The counts: what was counted before and since adds up, and the readings since read all before them.
    const meta = (await getItem(metaA))!;
    expect(meta).toMatchObject({ staffMessageCount: 3, clientMessageCount: 5, staffReadCount: 5 });
    expect(meta.lastMessageId).toBe(meta.staffReadTo);
    for (const old of oldNames('DOSSIER')) expect(meta).not.toHaveProperty(old);
    expect(await getItem(metaB)).toMatchObject({ staffMessageCount: 4 });
    expect(await getItem({ pk: pkB, sk: `LU#${b.session.id}` })).toMatchObject({ readCount: 4 });
    expect(await getItem({ pk: pkA, sk: `LU#${a.session.id}` })).toMatchObject({ readCount: 2 });
    expect(await getItem(total)).toMatchObject({ unreadCount: 0 });
    expect(await getItem(total)).not.toHaveProperty('nonLus');
    expect(await unreadOf(own, a, b)).toEqual({ staffA: 0, clientA: 1, clientB: 0, firm: 0 });

    // The thread answers as before: its fields, no storage name, and which messages the other side read.
    const staffView = await thread(own.token, a.dossier.id);
    expect(staffView.map((m) => [m.sujet, m.lu])).toEqual([
      ['S1', true],
      ['S2', true],
      ['C1', true],
      ['C2', true],
      ['C3', true],
      ['C4', true],
      ['S3', false],
      ['C5', true],
    ]);
    for (const m of staffView) expect(Object.keys(m).sort()).toEqual(WIRE_MESSAGE);
    for (const m of messages) expect(await getItem(keyOf(m))).toMatchObject({ side: m.side });
    for (const m of messages) expect(await getItem(keyOf(m))).not.toHaveProperty('cote');

    // A newer value under the new name is kept.
    expect(await getItem(keyOf(both))).toMatchObject({ side: 'CABINET' });
    expect(await getItem(keyOf(both))).not.toHaveProperty('cote');
    expect(await getItem(recordA)).toMatchObject({ isClient: true });
    expect(await getItem(recordA)).not.toHaveProperty('estClient');
    expect(await getItem(recordB)).toMatchObject({ isClient: true });
    expect(await getItem(keyOf(outbox))).toMatchObject({ state: 'SENT' });
    expect(await getItem(keyOf(alertKey))).toMatchObject({ alertId: 'A1' });
    expect(await getItem(appointment)).toMatchObject({
      clientAccountId: b.session.id,
      gsi2pk: `T#${sid}#U#${b.session.id}#RDV`,
      gsi2sk: `${day}T10:00#${appointmentId}`,
    });
    expect((await api('calendar.appointment', { token: b.token, params: { idrendezvous: appointmentId } })).status).toBe(200);
    const theirs = await api<{ idRendezVous: string }[]>('calendar.appointments', {
      token: b.token,
      params: { userId: b.session.id },
      query: { dateDebut: day, dateFin: day },
    });
    expect(theirs.body.map((x) => x.idRendezVous)).toContain(appointmentId);

    // Again: nothing is old any more, nothing is written.
    const snapshot = await Promise.all([metaA, metaB, total, keyOf(both), appointment].map(getItem));
    expect(await renameOldAttributes()).toEqual({});
    expect(await Promise.all([metaA, metaB, total, keyOf(both), appointment].map(getItem))).toEqual(snapshot);
  });
});
