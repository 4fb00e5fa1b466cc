import { FSI, LRI, PDI, withoutIsolates } from '@mizan/shared/bidi';
import type { StoredDeadlineEvent } from '@mizan/shared/deadline-events';
import { describe, expect, it } from 'vitest';
import type { Deadline } from '../../functions/src/db/deadlines';
import type { HistoryEntry } from '../../functions/src/db/history';
import { actionView } from '../../functions/src/services/history-feed';
import { deadlineEvent, deadlineEventText, deadlineEventView } from '../../functions/src/services/deadline-events';
import type { ReferenceLabels } from '../../functions/src/services/reference-data';

/**
 * Issue 29, "It must never mislead": a cabinet deadline's event is stored as data (its type's code,
 * its date, its responsible) and worded by each reader in their language, each value isolated, so
 * that an Arabic type's name never turns the date after it around in a French sentence.
 */
const deadline = (over: Partial<Deadline> = {}): Deadline => ({
  id: 'E1',
  idDossier: 'D1',
  idTypeEcheance: 'AUD',
  day: '2026-12-11',
  time: '10:00',
  alerte: true,
  idUtilisateur: 'U1',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'U1',
  ...over,
});

const LABELS = {
  fr: { AUD: 'جلسة', DOC: 'Envoi de documents' },
  ar: { AUD: 'جلسة', DOC: 'إرسال الوثائق' },
  en: { AUD: 'جلسة', DOC: 'Document sending' },
} as const;
const labelsIn = (language: keyof typeof LABELS) =>
  ({
    deadlineType: (id: string) => LABELS[language][id as 'AUD' | 'DOC'] ?? id,
    court: (code: string) => (code === 'TPI-RABAT' ? 'Tribunal de première instance de Rabat' : code),
    dossierType: (id: string) => id,
    expenseType: (id: string) => id,
    dossierStatus: (id: string) => id,
  }) as ReferenceLabels;

const ltr = (text: string) => `${LRI}${text}${PDI}`;
const auto = (text: string) => `${FSI}${text}${PDI}`;

describe('a deadline event is stored as data', () => {
  it('the deadline’s type code, its day and time, its responsible; the next deadlines with it', () => {
    const next = deadline({ id: 'E2', idTypeEcheance: 'DOC', day: '2026-12-18', time: undefined });
    expect(deadlineEvent(deadline())).toEqual({ echeance: { idTypeEcheance: 'AUD', date: '2026-12-11T10:00', idUtilisateur: 'U1' } });
    expect(deadlineEvent(deadline(), [next])).toEqual({
      echeance: { idTypeEcheance: 'AUD', date: '2026-12-11T10:00', idUtilisateur: 'U1' },
      suivantes: [{ idTypeEcheance: 'DOC', date: '2026-12-18', idUtilisateur: 'U1' }],
    });
  });
});

describe('a deadline event worded in the reader’s language', () => {
  const stored: StoredDeadlineEvent = deadlineEvent(deadline(), [deadline({ idTypeEcheance: 'DOC', day: '2026-12-18', time: undefined })]);

  it('in French: the type, then its date, each isolated (the date left to right), then the next one', () => {
    const text = deadlineEventText(deadlineEventView(stored, labelsIn('fr')), 'fr');
    expect(text).toBe(`${auto('جلسة')} du ${ltr('11/12/2026 10:00')}, puis ${auto('Envoi de documents')} du ${ltr('18/12/2026')}`);
  });

  it('in Arabic', () => {
    const text = deadlineEventText(deadlineEventView(stored, labelsIn('ar')), 'ar');
    expect(text).toBe(`${auto('جلسة')} بتاريخ ${ltr('11/12/2026 10:00')}، ثم ${auto('إرسال الوثائق')} بتاريخ ${ltr('18/12/2026')}`);
  });

  it('in English, a deadline alone', () => {
    const text = deadlineEventText(deadlineEventView(deadlineEvent(deadline()), labelsIn('en')), 'en');
    expect(withoutIsolates(text)).toBe('جلسة on 11/12/2026 10:00');
  });
});

describe('a history entry as the API answers it', () => {
  const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
    id: 'H1',
    idDossier: 'D1',
    idTypeAction: 'MODIFICATION_ECHEANCE',
    valeur: '',
    dateAction: '2026-11-20T10:00:00.000Z',
    idUtilisateur: 'U1',
    auteur: 'Salma Alaoui',
    ...over,
  });

  it('a deadline’s entry: its event labelled, and worded in the reader’s language', () => {
    const view = actionView(entry({ echeance: deadlineEvent(deadline()) }), 'fr', labelsIn('fr'));
    expect(view.echeance).toEqual({
      echeance: { idTypeEcheance: 'AUD', typeEcheance: 'جلسة', date: '2026-12-11T10:00', idUtilisateur: 'U1' },
      suivantes: [],
    });
    expect(withoutIsolates(view.valeur)).toBe('جلسة du 11/12/2026 10:00');
  });

  it('an entry written before, a sentence, is shown as it was', () => {
    const view = actionView(entry({ idTypeAction: 'AJOUT_ECHEANCE', valeur: 'Audience — 2026-12-11 10:00' }), 'fr', labelsIn('fr'));
    expect(view.valeur).toBe('Audience — 2026-12-11 10:00');
    expect(view).not.toHaveProperty('echeance');
  });

  it('a changed court, a first-instance one among them, answers the courts’ labels', () => {
    const changes = [{ field: 'idTribunal', before: 'CA-RABAT', after: 'TPI-RABAT' }];
    const view = actionView(entry({ idTypeAction: 'IDENTIFICATION', changes }), 'fr', labelsIn('fr'));
    expect(view.changes).toEqual([{ ...changes[0], labels: { before: 'CA-RABAT', after: 'Tribunal de première instance de Rabat' } }]);
  });
});
