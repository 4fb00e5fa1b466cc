import { describe, expect, it } from 'vitest';
import { parseCourtReference } from '../../functions/src/adapters/court-portal/port';
import type { CourtState } from '../../functions/src/db/court-records';
import type { Dossier } from '../../functions/src/db/dossiers';
import { diffCourtRecord } from '../../functions/src/services/court-sync';

describe('court references', () => {
  it('reads number/code/year, and the portal’s year/code/number', () => {
    expect(parseCourtReference('145/1201/2026')).toEqual({ number: '145', code: '1201', year: '2026' });
    expect(parseCourtReference('2026/1201/145')).toEqual({ number: '145', code: '1201', year: '2026' });
    expect(parseCourtReference(' 0145 / 12ab / 2026 ')).toEqual({ number: '145', code: '12AB', year: '2026' });
  });

  it('refuses anything else', () => {
    for (const text of [undefined, null, '', '145/1201', '145/121/2026', '145/1201/26', 'abc/1201/2026', '145/1201/2026/1'])
      expect(parseCourtReference(text)).toBeUndefined();
  });
});

const dossier = { id: 'D1', idUtilisateur: 'U1' } as Dossier;
const registered = { date: '2026-01-12', type: 'تسجيل الملف', content: 'تسجيل', nextHearing: '2026-02-02T09:00' };
const state = (over: Partial<CourtState> = {}): CourtState => ({ version: 1, ...over });

describe('what a sync changes', () => {
  it('imports a first record as one change', () => {
    const diff = diffCourtRecord(dossier, { state: { version: 0 }, deadlines: [] }, { hearings: [registered], status: 'جارية' });
    expect(diff.changes.map((c) => c.kind)).toEqual(['IMPORT']);
    expect(diff.puts).toHaveLength(1);
    expect(diff.dirty).toBe(true);
  });

  it('finds nothing in the same record, and each change once in another', () => {
    const first = diffCourtRecord(dossier, { state: { version: 0 }, deadlines: [] }, { hearings: [registered] });
    const stored = { state: state(), deadlines: first.puts };
    expect(diffCourtRecord(dossier, stored, { hearings: [registered] })).toEqual({ puts: [], deletes: [], changes: [], dirty: false });

    const postponed = diffCourtRecord(dossier, stored, { hearings: [{ ...registered, nextHearing: '2026-02-16T09:00' }] });
    expect(postponed.changes).toEqual([expect.objectContaining({ kind: 'REPORT', audience: '2026-02-16T09:00' })]);

    const next = { date: '2026-02-02T09:00', type: 'جلسة', content: 'تأخير', nextHearing: '2026-03-02T09:00' };
    expect(diffCourtRecord(dossier, stored, { hearings: [registered, next] }).changes.map((c) => c.kind)).toEqual(['AUDIENCE']);
    expect(diffCourtRecord(dossier, stored, { hearings: [] }).changes.map((c) => c.kind)).toEqual(['RETRAIT']);
    expect(diffCourtRecord(dossier, stored, { hearings: [registered], decision: 'حكم' }).changes.map((c) => c.kind)).toEqual(['DECISION']);
  });

  it("rewrites the steps, without a change to tell, when the dossier's lawyer changed", () => {
    const first = diffCourtRecord(dossier, { state: { version: 0 }, deadlines: [] }, { hearings: [registered] });
    const moved = diffCourtRecord(
      { ...dossier, idUtilisateur: 'U2' },
      { state: state(), deadlines: first.puts },
      { hearings: [registered] },
    );
    expect(moved.changes).toEqual([]);
    expect(moved.puts.map((d) => d.idUtilisateur)).toEqual(['U2']);
    expect(moved.dirty).toBe(true);
  });
});
