import { describe, expect, it } from 'vitest';
import { templateDate } from '@mizan/shared/templates';
import { readTemplate, renderTemplate } from '../../functions/src/domains/templates/docx';
import { sampleDocx } from '../../infra/local/sample-files';
import { DEMO_TEMPLATES } from '../../infra/local/seed/templates';
import { docxText } from '../support/docx-text';

describe('templates read by docxtemplater', () => {
  it.each(DEMO_TEMPLATES.map((t) => [t.nom, t] as const))('the demo template %s names only known fields', (_name, template) => {
    expect(readTemplate(sampleDocx(template.paragraphs, 0, template.langue === 'ar'))).toMatchObject({ kind: 'ok' });
  });

  it('names unknown fields, inside a list too, and tells a malformed tag and a non-DOCX apart', () => {
    expect(readTemplate(sampleDocx(['{client.cin}', '{#adversaires}', '{adresse}', '{/adversaires}']))).toEqual({
      kind: 'unknown',
      fields: ['client.cin', 'adresse'],
    });
    expect(readTemplate(sampleDocx(['{#adversaires} {nom}']))).toMatchObject({ kind: 'malformed' });
    expect(readTemplate(Buffer.from('%PDF-1.4'))).toEqual({ kind: 'not_docx' });
  });

  it('fills a repeated section once per element', () => {
    const file = sampleDocx(['{#clients}', '{prenom} {nom}', '{/clients}']);
    const values = {
      clients: [
        { nom: 'Amrani', prenom: 'Nadia', raisonSociale: '' },
        { nom: 'Tazi', prenom: 'Omar', raisonSociale: '' },
      ],
    };
    expect(docxText(renderTemplate(file, values as never))).toBe('Nadia Amrani\nOmar Tazi');
  });
});

describe('dates in the template language', () => {
  it('writes French, Moroccan Arabic month names and English', () => {
    expect(templateDate('2026-03-05', 'fr')).toBe('5 mars 2026');
    expect(templateDate('2026-08-05', 'ar')).toBe('5 غشت 2026');
    expect(templateDate('2026-03-05T09:30', 'fr')).toBe('5 mars 2026 à 09h30');
    expect(templateDate('2026-03-05', 'en')).toBe('5 March 2026');
  });
});
