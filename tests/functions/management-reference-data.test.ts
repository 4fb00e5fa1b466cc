import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransactItem } from '../../functions/src/adapters/table';
import type { ReferenceTypeRecord } from '../../functions/src/db/reference-types';
import { chainProblems } from '../../functions/src/domains/management/deadline-chains';
import { APPEAL_COURTS } from '../../functions/src/reference/courts';
import { DEADLINE_TYPES } from '../../functions/src/reference/deadline-types';
import {
  courtLabel,
  loadReferenceLabels,
  mergeReferenceTypes,
  referenceUsage,
  translate,
} from '../../functions/src/services/reference-data';
import { setTestEnv } from './support/env';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(setTestEnv);
beforeEach(() => dynamo.reset());

const chains = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([id, children]) => [id, children.map((IdChild) => ({ IdChild }))]));

describe('deadline chains', () => {
  const graph = chains({ AUD: ['DOC'], DOC: ['TEL'], RDV: ['DOC'], TEL: [], X: [] });

  it('accepts a chain that does not come back', () => {
    expect(chainProblems('X', [{ IdChild: 'AUD' }, { IdChild: 'RDV' }], graph)).toEqual([]);
  });

  it('refuses a type that names itself', () => {
    expect(chainProblems('X', [{ IdChild: 'X' }], graph)).toEqual([{ index: 0, code: 'next_action_cycle' }]);
  });

  it("refuses a loop through other types' chains, pointing at the entry that closes it", () => {
    // TEL → AUD would close AUD → DOC → TEL → AUD.
    expect(chainProblems('TEL', [{ IdChild: 'X' }, { IdChild: 'AUD' }], graph)).toEqual([{ index: 1, code: 'next_action_cycle' }]);
    // TEL → RDV loops too, through RDV → DOC → TEL.
    expect(chainProblems('TEL', [{ IdChild: 'RDV' }], graph)).toEqual([{ index: 0, code: 'next_action_cycle' }]);
  });

  it("ignores the type's own previous chain (it is being replaced)", () => {
    const withOld = chains({ A: ['B'], B: [] });
    expect(chainProblems('B', [{ IdChild: 'A' }], withOld)).toEqual([{ index: 0, code: 'next_action_cycle' }]);
    expect(chainProblems('A', [], withOld)).toEqual([]);
  });

  it('refuses unknown and repeated children', () => {
    expect(chainProblems('X', [{ IdChild: 'NOPE' }, { IdChild: 'TEL' }, { IdChild: 'TEL' }], graph)).toEqual([
      { index: 0, code: 'next_action_unknown' },
      { index: 2, code: 'next_action_duplicate' },
    ]);
  });

  it('the built-in chains themselves do not loop', () => {
    const builtIn = new Map(DEADLINE_TYPES.map((type) => [type.id, type.nextActions]));
    for (const type of DEADLINE_TYPES) expect(chainProblems(type.id, type.nextActions, builtIn)).toEqual([]);
  });
});

describe('merging built-in types with a firm overrides and own types', () => {
  const records: ReferenceTypeRecord[] = [
    { kind: 'dossierType', id: 'PEN', global: true, actif: false, usage: 3 },
    {
      kind: 'dossierType',
      id: 'CIV',
      global: true,
      label: 'Civil général',
      traductions: [{ langue: 'fr', valeur: 'Civil général', actif: true }],
    },
    { kind: 'dossierType', id: 'ZZZ', global: false, label: 'Propriété intellectuelle', actif: true, traductions: [], usage: 0 },
    { kind: 'expenseType', id: 'OTHER', global: false, label: 'Other kind', actif: true },
  ];
  const merged = mergeReferenceTypes('dossierType', records);

  it('keeps every built-in type, then adds the firm types of that kind only', () => {
    expect(merged[0]).toMatchObject({ id: 'CIV', global: true });
    expect(merged.at(-1)).toMatchObject({ id: 'ZZZ', global: false });
    expect(merged.some((type) => type.id === 'OTHER')).toBe(false);
  });

  it('lays an override over the built-in fields it changes, and only those', () => {
    expect(merged.find((type) => type.id === 'PEN')).toMatchObject({ actif: false, usage: 3, label: 'Pénal' });
    const civil = merged.find((type) => type.id === 'CIV')!;
    expect(civil.label).toBe('Civil général');
    expect(civil.traductions).toEqual([{ langue: 'fr', valeur: 'Civil général', actif: true }]);
  });

  it('a built-in type without an override is active with its three translations', () => {
    expect(merged.find((type) => type.id === 'COM')).toMatchObject({
      actif: true,
      traductions: expect.arrayContaining([expect.objectContaining({ langue: 'ar', valeur: 'تجاري' })]),
    });
  });
});

describe('translate', () => {
  const type = {
    label: 'Description',
    traductions: [
      { langue: 'fr' as const, valeur: 'Français', actif: true },
      { langue: 'en' as const, valeur: 'English', actif: true },
      { langue: 'ar' as const, valeur: 'عربي', actif: false },
    ],
  };

  it('answers the asked language', () => expect(translate(type, 'fr')).toBe('Français'));
  it('falls back to English for an unknown language', () => expect(translate(type, 'de')).toBe('English'));
  // Issue 29: a missing translation shows the label as the firm typed it, not another language's translation.
  it('falls back to the label as typed, not the English translation, for a missing or inactive translation', () =>
    expect(translate(type, 'ar')).toBe('Description'));
  it('falls back to the label as typed without an English translation', () =>
    expect(translate({ label: 'Description', traductions: [type.traductions[0]!] }, 'ar')).toBe('Description'));
  it('treats a blank translation as missing', () =>
    expect(translate({ label: 'Description', traductions: [{ langue: 'ar', valeur: ' ', actif: true }] }, 'ar')).toBe('Description'));
  it('falls back to English, then any other translation, only for a blank label', () => {
    expect(translate({ ...type, label: '' }, 'ar')).toBe('English');
    expect(translate({ label: ' ', traductions: [type.traductions[0]!] }, 'ar')).toBe('Français');
  });
});

const updateOf = (item: TransactItem) => {
  if (!('Update' in item)) throw new Error('expected an Update');
  return item.Update;
};

describe('usage helper for the writers of dossiers, deadlines and expenses', () => {
  it("adds a use of a firm type only if it exists and is active, inside the firm's partition", () => {
    const item = updateOf(referenceUsage('FIRM1', 'dossierType', 'ZZZ'));
    expect(item).toMatchObject({
      Key: { pk: 'T#FIRM1', sk: 'REFTYPE#dossierType#ZZZ' },
      ExpressionAttributeValues: expect.objectContaining({ ':delta': 1 }),
    });
    expect(item.ConditionExpression).toContain('attribute_exists(pk)');
    expect(item.ConditionExpression).toContain('#actif = :true');
  });

  it('counts a built-in type on its firm override (created if needed), still refusing an inactive one', () => {
    const item = updateOf(referenceUsage('FIRM1', 'deadlineType', 'AUD'));
    expect(item.ConditionExpression).not.toContain('attribute_exists(pk)');
    expect(item.ConditionExpression).toContain('#actif = :true');
    expect(item.ExpressionAttributeValues).toMatchObject({ ':global': true });
  });

  it('releases a use without requiring the type to be active', () => {
    const item = updateOf(referenceUsage('FIRM1', 'expenseType', 'HON', -1));
    expect(item.ExpressionAttributeValues).toMatchObject({ ':delta': -1 });
    expect(item.ConditionExpression).toBeUndefined();
  });
});

describe('labels for other domains', () => {
  it('labels inactive and overridden types, statuses and courts in one Query; unknown ids label as themselves', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          pk: 'T#F',
          sk: 'REFTYPE#dossierType#OLD',
          kind: 'dossierType',
          id: 'OLD',
          global: false,
          label: 'Ancien',
          actif: false,
          traductions: [{ langue: 'ar', valeur: 'قديم', actif: true }],
        },
        {
          pk: 'T#F',
          sk: 'REFTYPE#deadlineType#AUD',
          kind: 'deadlineType',
          id: 'AUD',
          global: true,
          traductions: [{ langue: 'ar', valeur: 'جلسة المحكمة', actif: true }],
        },
      ],
    });
    const labels = await loadReferenceLabels('F', 'ar');
    expect(labels.dossierType('OLD')).toBe('قديم');
    expect(labels.deadlineType('AUD')).toBe('جلسة المحكمة');
    expect(labels.expenseType('HON')).toBe('الأتعاب');
    expect(labels.dossierStatus('CLO')).toBe('مغلق');
    expect(labels.court('TPI-SALE')).toBe('المحكمة الابتدائية بسلا');
    expect(labels.dossierType('GONE')).toBe('GONE');
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'T#F',
      ':from': 'REFTYPE#',
      ':to': 'REFTYPE#\u{10FFFF}',
    });
  });

  it("labels a firm's own type without a translation in the reader's language as the firm typed it (issue 29)", async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          pk: 'T#F',
          sk: 'REFTYPE#dossierType#MED',
          kind: 'dossierType',
          id: 'MED',
          global: false,
          label: 'Médiation familiale',
          actif: true,
          traductions: [{ langue: 'en', valeur: 'Family mediation', actif: true }],
        },
        {
          pk: 'T#F',
          sk: 'REFTYPE#expenseType#HON',
          kind: 'expenseType',
          id: 'HON',
          global: true,
          label: 'Honoraires du cabinet',
          traductions: [{ langue: 'en', valeur: 'Firm fees', actif: true }],
        },
      ],
    });
    const [fr, ar, en] = await Promise.all(['fr', 'ar', 'en'].map((language) => loadReferenceLabels('F', language)));
    expect([fr!.dossierType('MED'), ar!.dossierType('MED'), en!.dossierType('MED')]).toEqual([
      'Médiation familiale',
      'Médiation familiale',
      'Family mediation',
    ]);
    // A built-in type the firm relabelled, translated in English only.
    expect([fr!.expenseType('HON'), ar!.expenseType('HON'), en!.expenseType('HON')]).toEqual([
      'Honoraires du cabinet',
      'Honoraires du cabinet',
      'Firm fees',
    ]);
  });

  it('labels first-instance and appeal courts, English for other languages', () => {
    expect(courtLabel('CA-RABAT', 'fr')).toBe("Cour d'appel de Rabat");
    expect(courtLabel('CA-RABAT', 'es')).toBe('Court of Appeal of Rabat');
    expect(APPEAL_COURTS).toHaveLength(33);
  });
});
