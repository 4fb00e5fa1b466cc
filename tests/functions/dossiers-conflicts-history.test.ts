import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../functions/src/db/clients';
import { matchName } from '../../functions/src/db/clients';
import type { PartyLink } from '../../functions/src/db/dossier-parties';
import type { Dossier } from '../../functions/src/db/dossiers';
import { appendDossierEvent } from '../../functions/src/db/history';
import { conflictingLinks, isSameParty, opposite } from '../../functions/src/services/conflicts';
import { diffFields, historyEntry, updateEntries, withLastAction } from '../../functions/src/services/history';

const person = (over: Partial<ClientRecord>): ClientRecord => ({
  idClient: 'C1',
  idTypeClient: 'PP',
  nom: 'Alami',
  prenom: 'Karim',
  isClient: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const link = (over: Partial<PartyLink>): PartyLink => ({
  idDossier: 'D1',
  idClient: 'C1',
  role: 'ADVERSAIRE',
  idStatutClient: 'ACS',
  addedAt: '',
  ...over,
});

describe('same party', () => {
  it('is the same record, or the same CIN/RC when both are known', () => {
    expect(isSameParty(person({}), person({ nom: 'Autre' }))).toBe(true);
    expect(isSameParty(person({ idClient: 'A', cin: 'AB1' }), person({ idClient: 'B', cin: 'AB1', nom: 'X' }))).toBe(true);
    expect(isSameParty(person({ idClient: 'A', cin: 'AB1' }), person({ idClient: 'B', cin: 'AB2' }))).toBe(false);
  });

  it('falls back on the normalised name (accents, case, spaces, word order) when an identifier is missing', () => {
    const a = person({ idClient: 'A', nom: 'ÉL ALAMI', prenom: 'karim' });
    const b = person({ idClient: 'B', nom: 'el alami', prenom: 'Karîm', cin: 'AB1' });
    expect(matchName(a)).toBe(matchName(b));
    expect(isSameParty(a, b)).toBe(true);
    expect(isSameParty(a, person({ idClient: 'C', nom: 'Bennani' }))).toBe(false);
  });

  it('never matches a person with a company, nor an empty name', () => {
    expect(isSameParty(person({ idClient: 'A' }), { ...person({ idClient: 'B' }), idTypeClient: 'PM', raisonSociale: 'Karim Alami' })).toBe(
      false,
    );
    expect(isSameParty(person({ idClient: 'A', nom: '', prenom: '' }), person({ idClient: 'B', nom: '', prenom: '' }))).toBe(false);
  });
});

describe('conflicting links', () => {
  const other = {
    record: person({ idClient: 'OLD', cin: 'AB1' }),
    links: [link({ idDossier: 'D1', role: 'ADVERSAIRE' }), link({ idDossier: 'D2', role: 'CLIENT' })],
  };

  it('finds the dossiers where the party is on the other side, both ways', () => {
    const asClient = { field: 'Client.0', role: 'CLIENT' as const, record: person({ idClient: 'NEW', cin: 'AB1' }) };
    expect(conflictingLinks(asClient, [other]).map((l) => l.idDossier)).toEqual(['D1']);
    const asAdverse = { ...asClient, role: 'ADVERSAIRE' as const };
    expect(conflictingLinks(asAdverse, [other]).map((l) => l.idDossier)).toEqual(['D2']);
    expect(opposite('CLIENT')).toBe('ADVERSAIRE');
  });

  it('ignores the dossier being edited and other people', () => {
    const asClient = { field: 'x', role: 'CLIENT' as const, record: person({ idClient: 'NEW', cin: 'AB1' }) };
    expect(conflictingLinks(asClient, [other], 'D1')).toEqual([]);
    const stranger = { ...asClient, record: person({ idClient: 'NEW', cin: 'ZZ9' }) };
    expect(conflictingLinks(stranger, [other])).toEqual([]);
  });
});

const dossier = (over: Partial<Dossier> = {}): Dossier => ({
  id: 'D1',
  idTypeDossier: 'CIV',
  idTribunal: 'TPI-RABAT',
  idUtilisateur: 'U1',
  idStatutDossier: 'ENC',
  refCabinet: 'REF-1',
  dateOuverture: '2026-01-10',
  alerte: false,
  nomClient: '',
  version: 1,
  createdAt: '',
  updatedAt: '',
  ...over,
});
const author = { id: 'U1', name: 'Karim Alami' };

describe('history diffing', () => {
  it('records each changed field with its value before and after, absent as null', () => {
    expect(diffFields(dossier(), dossier({ nom: 'Nouveau', refCabinet: 'REF-2' }), ['nom', 'refCabinet', 'idTribunal'])).toEqual([
      { field: 'nom', before: null, after: 'Nouveau' },
      { field: 'refCabinet', before: 'REF-1', after: 'REF-2' },
    ]);
  });

  it('treats absent and undefined alike and records nothing when nothing changed', () => {
    expect(diffFields(dossier({ refClient: undefined }), dossier(), ['refClient'])).toEqual([]);
    expect(updateEntries(dossier(), dossier(), author)).toEqual([]);
  });

  it('separates the status change from the identification changes, with the author', () => {
    const entries = updateEntries(dossier(), dossier({ idStatutDossier: 'CLO', alerte: true }), author);
    expect(entries.map((e) => e.idTypeAction)).toEqual(['IDENTIFICATION', 'STATUT']);
    expect(entries[1]).toMatchObject({
      idUtilisateur: 'U1',
      auteur: 'Karim Alami',
      changes: [{ field: 'idStatutDossier', before: 'ENC', after: 'CLO' }],
    });
    expect(entries[0]!.changes).toEqual([{ field: 'alerte', before: false, after: true }]);
    expect(withLastAction(dossier(), entries)).toMatchObject({ derniereAction: 'STATUT', dateDerniereAction: entries[1]!.dateAction });
  });
});

describe('appendDossierEvent (for the other domains)', () => {
  it('puts the entry in the dossier partition and makes it the last action of an existing dossier, version untouched', () => {
    const entry = historyEntry('D9', author, { idTypeAction: 'AJOUT_ECHEANCE', valeur: 'Audience' });
    const [put, update] = appendDossierEvent('FIRM', entry);
    expect(put).toMatchObject({
      Put: { Item: { pk: 'T#FIRM#D#D9', sk: `ACTION#${entry.id}`, auteur: 'Karim Alami', idUtilisateur: 'U1' } },
    });
    if (!update || !('Update' in update)) throw new Error('expected an Update of the dossier');
    expect(update.Update).toMatchObject({ Key: { pk: 'T#FIRM#D#D9', sk: 'META' }, ConditionExpression: 'attribute_exists(pk)' });
    const { UpdateExpression, ExpressionAttributeNames, ExpressionAttributeValues } = update.Update;
    expect(Object.values(ExpressionAttributeNames ?? {}).sort()).toEqual(['dateDerniereAction', 'derniereAction']);
    expect(Object.values(ExpressionAttributeValues ?? {}).sort()).toEqual([entry.dateAction, 'AJOUT_ECHEANCE'].sort());
    expect(UpdateExpression).toMatch(/^SET [^A-Z]*$/);
  });

  it('orders entries written in the same millisecond by their id', () => {
    const ids = Array.from({ length: 50 }, () => historyEntry('D9', author, { idTypeAction: 'X', valeur: '' }).id);
    expect([...ids].sort()).toEqual(ids);
  });
});
