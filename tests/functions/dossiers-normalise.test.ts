import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactReference, normaliseText, tokenize } from '../../functions/src/db/normalise';
import { clientWords, dossierWords, textMatches } from '../../functions/src/services/dossier-search';

describe('normaliseText', () => {
  it('drops accents and case and collapses spaces in Latin text', () => {
    expect(normaliseText('  Société   Générale  ÉLÈVE ')).toBe('societe generale eleve');
    expect(normaliseText('Benjelloun\tÇa')).toBe('benjelloun ca');
  });

  it('folds the forms of alef, ta marbuta, alef maqsura and hamza carriers, and drops Arabic diacritics and tatweel', () => {
    expect(normaliseText('أحمد')).toBe(normaliseText('احمد'));
    expect(normaliseText('إيمان')).toBe('ايمان');
    expect(normaliseText('آمنة')).toBe('امنه');
    expect(normaliseText('مُحَمَّد')).toBe('محمد');
    expect(normaliseText('مصطفى')).toBe('مصطفي');
    expect(normaliseText('مؤسسة')).toBe('موسسه');
    expect(normaliseText('هـــاني')).toBe('هاني');
  });

  it('keeps Arabic letters as Arabic (no transliteration) and leaves digits alone', () => {
    expect(normaliseText('شركة الأمل 2024')).toBe('شركه الامل 2024');
  });

  it('is idempotent and never longer than its input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = normaliseText(text);
        expect(normaliseText(once)).toBe(once);
        expect(once).toBe(once.toLowerCase());
        expect(once).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });
});

describe('tokenize and reference compaction', () => {
  it('splits on punctuation, drops one-letter words and duplicates', () => {
    expect(tokenize("L'affaire Alami c/ ALAMI, 2024/CIV-12")).toEqual(['affaire', 'alami', '2024', 'civ', '12']);
  });

  it('compacts a reference to its letters and digits', () => {
    expect(compactReference('2024 / Civ-12')).toBe('2024civ12');
  });

  it('indexes a dossier by its reference words and whole references, and a party by names and identifiers', () => {
    expect(dossierWords({ refCabinet: 'CAB-2024/7', nom: 'Succession Élalami', refClient: undefined, refTribunal: undefined })).toEqual(
      expect.arrayContaining(['cab', '2024', 'succession', 'elalami', 'cab20247']),
    );
    expect(clientWords({ nom: 'Bennani', prenom: 'Karim', cin: 'AB12345', raisonSociale: undefined, rc: undefined })).toEqual(
      expect.arrayContaining(['bennani', 'karim', 'ab12345']),
    );
  });

  it('matches like the index: each query word starts a word, whatever the accents and case', () => {
    expect(textMatches('SUCC elala', ['Succession Élalami'])).toBe(true);
    expect(textMatches('succession zz', ['Succession Élalami'])).toBe(false);
    expect(textMatches('succession x', ['Succession Élalami'])).toBe(true); // one-letter words are ignored, as by the index
    expect(textMatches('a', ['Alami'])).toBe(false);
  });
});
