import { FSI, LRI, PDI, isolate, withoutIsolates } from '@mizan/shared/bidi';
import type { CourtEvent } from '@mizan/shared/court-events';
import { describe, expect, it } from 'vitest';
import type { CourtDeadline } from '../../functions/src/db/court-records';
import type { Dossier } from '../../functions/src/db/dossiers';
import type { HistoryEntry } from '../../functions/src/db/history';
import { actionView } from '../../functions/src/services/history-feed';
import { courtEventText, legacyCourtEvent, storedCourtEvent } from '../../functions/src/services/court-events';
import { diffCourtRecord } from '../../functions/src/services/court-sync';
import { digestEmail } from '../../functions/src/services/emails/digest';
import { hearingNoticeEmail } from '../../functions/src/services/emails/hearing-notice';
import { invitationEmail } from '../../functions/src/services/emails/templates';

/**
 * Issue 29, "It must never mislead": a court change is stored as data (its kind, the dates before
 * and after) and worded by each reader in their language, each value isolated, so that an Arabic
 * step's name never turns a hearing's move around in a French sentence (and the reverse).
 */
const dossier = { id: 'D1', idUtilisateur: 'U1' } as Dossier;
const hearing = { date: '2026-11-02T09:00', type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing: '2026-12-11T10:00' };
const imported = (hearings = [hearing]) => diffCourtRecord(dossier, { state: { version: 0 }, deadlines: [] }, { hearings }).puts;
const stored = (deadlines: CourtDeadline[], statut?: string) => ({ state: { version: 1, ...(statut ? { statut } : {}) }, deadlines });

const moved: CourtEvent = { kind: 'REPORT', step: 'جلسة', before: '2026-12-11T10:00', after: '2026-11-28T10:00' };
const ltr = (text: string) => `${LRI}${text}${PDI}`;

describe('a court change is stored as data, not as a sentence', () => {
  it('a postponed hearing: its step, the date before and the date after', () => {
    const diff = diffCourtRecord(dossier, stored(imported()), { hearings: [{ ...hearing, nextHearing: '2026-11-28T10:00' }] });
    expect(diff.changes).toEqual([{ kind: 'REPORT', evenement: moved, date: expect.any(String), audience: '2026-11-28T10:00' }]);
    expect(diff.changes[0]).not.toHaveProperty('texte');
  });

  it('a new step, a status, a decision, a withdrawn step and the first import', () => {
    const next = { date: '2026-12-11T10:00', type: 'جلسة صلح', content: 'محاولة الصلح', nextHearing: '2027-01-08T11:00' };
    const before = stored(imported(), 'جارية');
    expect(diffCourtRecord(dossier, before, { hearings: [hearing, next] }).changes.map((c) => c.evenement)).toEqual([
      { kind: 'AUDIENCE', step: 'جلسة صلح', date: '2026-12-11T10:00', next: '2027-01-08T11:00' },
    ]);
    expect(diffCourtRecord(dossier, before, { hearings: [hearing], status: 'مداولة' }).changes.map((c) => c.evenement)).toEqual([
      { kind: 'STATUT', before: 'جارية', after: 'مداولة' },
    ]);
    expect(diffCourtRecord(dossier, before, { hearings: [hearing], decision: 'حكم' }).changes.map((c) => c.evenement)).toEqual([
      { kind: 'DECISION', step: null, text: 'حكم' },
    ]);
    expect(diffCourtRecord(dossier, before, { hearings: [] }).changes.map((c) => c.evenement)).toEqual([
      { kind: 'RETRAIT', step: 'جلسة', date: '2026-11-02T09:00' },
    ]);
    expect(
      diffCourtRecord(dossier, { state: { version: 0 }, deadlines: [] }, { hearings: [hearing] }).changes.map((c) => c.evenement),
    ).toEqual([{ kind: 'IMPORT', count: 1, step: 'جلسة', date: '2026-12-11T10:00' }]);
  });
});

describe("a court change worded in the reader's language", () => {
  it('French and English read from the old date to the new one, each value isolated (dates left to right)', () => {
    expect(courtEventText(moved, 'fr')).toBe(`${isolate('جلسة')} : ${ltr('11/12/2026 10:00')} → ${ltr('28/11/2026 10:00')}`);
    expect(courtEventText(moved, 'en')).toBe(`${isolate('جلسة')}: ${ltr('11/12/2026 10:00')} → ${ltr('28/11/2026 10:00')}`);
  });

  it('Arabic, right to left: the arrow points from the old date to the new one', () => {
    expect(courtEventText(moved, 'ar')).toBe(`${isolate('جلسة')}: ${ltr('11/12/2026 10:00')} ← ${ltr('28/11/2026 10:00')}`);
  });

  it('a date that is not there reads as a dash; statuses and decisions are text', () => {
    expect(withoutIsolates(courtEventText({ ...moved, before: null }, 'fr'))).toBe('جلسة : — → 28/11/2026 10:00');
    expect(withoutIsolates(courtEventText({ kind: 'STATUT', before: null, after: 'جارية' }, 'en'))).toBe('— → جارية');
    expect(withoutIsolates(courtEventText({ kind: 'DECISION', step: 'جلسة', text: 'حكم' }, 'fr'))).toBe('جلسة : حكم');
    expect(withoutIsolates(courtEventText({ kind: 'IMPORT', count: 2, step: 'جلسة', date: '2026-12-11' }, 'en'))).toBe(
      '2 step(s), the latest: جلسة, 11/12/2026',
    );
  });
});

describe('entries and alerts written before, as a sentence', () => {
  it('read back as their event when the sentence has the exact shape the sync wrote', () => {
    expect(legacyCourtEvent('REPORT', 'جلسة: 11/12/2026 10:00 → 28/11/2026 10:00')).toEqual(moved);
    expect(legacyCourtEvent('REPORT', 'جلسة: — → 28/11/2026 10:00')).toEqual({ ...moved, before: null });
    expect(legacyCourtEvent('AUDIENCE', 'جلسة صلح 02/11/2026 09:30 → 28/11/2026 11:00')).toEqual({
      kind: 'AUDIENCE',
      step: 'جلسة صلح',
      date: '2026-11-02T09:30',
      next: '2026-11-28T11:00',
    });
    expect(legacyCourtEvent('IMPORT', '2 · تسجيل الملف 12/01/2026')).toEqual({
      kind: 'IMPORT',
      count: 2,
      step: 'تسجيل الملف',
      date: '2026-01-12',
    });
    expect(legacyCourtEvent('RETRAIT', 'جلسة 02/11/2026 09:00')).toEqual({ kind: 'RETRAIT', step: 'جلسة', date: '2026-11-02T09:00' });
    expect(legacyCourtEvent('STATUT', '— → جارية')).toEqual({ kind: 'STATUT', before: null, after: 'جارية' });
    expect(legacyCourtEvent('DECISION', 'جلسة: حكم')).toEqual({ kind: 'DECISION', step: null, text: 'جلسة: حكم' });
  });

  it('anything else stays the text it is; an event stored as data is read as it is', () => {
    expect(legacyCourtEvent('REPORT', 'reportée au mois prochain')).toBeUndefined();
    expect(storedCourtEvent('history_TRIBUNAL_REPORT', { text: 'reportée au mois prochain' })).toBeUndefined();
    expect(storedCourtEvent('alert_MESSAGE', { text: 'جلسة: 11/12/2026 10:00 → 28/11/2026 10:00' })).toBeUndefined();
    expect(storedCourtEvent('TRIBUNAL_REPORT', { evenement: moved, text: '' })).toEqual(moved);
  });

  it('an old history entry is answered with its event and worded in the reader’s language', () => {
    const entry: HistoryEntry = {
      id: 'A1',
      idDossier: 'D1',
      idTypeAction: 'TRIBUNAL_REPORT',
      valeur: 'جلسة: 11/12/2026 10:00 → 28/11/2026 10:00',
      dateAction: '2026-11-20T10:00:00.000Z',
      idUtilisateur: 'SYSTEM',
      auteur: 'Mizan',
    };
    expect(actionView(entry, 'ar')).toMatchObject({
      evenement: moved,
      valeur: courtEventText(moved, 'ar'),
      labelActionDossier: 'تأخير الجلسة',
    });
    const other = { ...entry, idTypeAction: 'AJOUT_CLIENT', valeur: 'سلمى بناني' };
    expect(actionView(other, 'fr')).not.toHaveProperty('evenement');
    expect(actionView(other, 'fr').valeur).toBe('سلمى بناني');
  });
});

describe('emails isolate every value', () => {
  it('a name is isolated in the subject and the body, in both parts, the link is not', () => {
    const mail = invitationEmail('salma@example.ma', 'ar', {
      recipientName: 'Salma Bennani',
      inviterName: 'Youssef Benali',
      firmName: 'Cabinet Benali 2',
      link: 'https://app.test/first-connection?id=abc',
    });
    expect(mail.subject).toBe(`دعوة للانضمام إلى ${isolate('Cabinet Benali 2')} على ميزان`);
    expect(mail.text).toContain(`يدعوك ${isolate('Youssef Benali')} للانضمام`);
    expect(mail.html).toContain(`مرحبًا ${isolate('Salma Bennani')}،`);
    expect(mail.html).toContain('href="https://app.test/first-connection?id=abc"');
  });

  it("a hearing notice lists its dates one by one, in the language's order of a list", () => {
    const mail = hearingNoticeEmail('client@example.ma', 'ar', {
      recipientName: 'سلمى',
      refCabinet: '2026/1187/092',
      hearing: [ltr('28/11/2026 10:00'), ltr('05/12/2026 09:00')].join('، '),
      link: 'https://app.test/Client/Folder?id=D1',
    });
    expect(mail.text).toContain(`في ملفك ${isolate('2026/1187/092')}: ${ltr('28/11/2026 10:00')}، ${ltr('05/12/2026 09:00')}.`);
  });

  it("the digest's lines keep the isolates their sender put around each value", () => {
    const line = `${isolate('2026/1187/092')} — ${courtEventText(moved, 'fr')}`;
    const mail = digestEmail('lawyer@example.ma', 'fr', {
      recipientName: 'Salma Alaoui',
      day: '20/11/2026',
      hearingListLink: '',
      hearingListDay: '',
      hearings: '',
      deadlines: '',
      appointments: '',
      tasks: '',
      changes: line,
      link: 'https://app.test',
    });
    expect(mail.text).toContain(`• ${line}\n`);
    expect(mail.subject).toBe(`Mizan — votre journée du ${isolate('20/11/2026')}`);
    expect(mail.text.indexOf('11/12/2026')).toBeLessThan(mail.text.indexOf('28/11/2026'));
    expect(mail.text).not.toContain(FSI + FSI);
  });
});
