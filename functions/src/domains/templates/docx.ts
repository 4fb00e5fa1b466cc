import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { unknownTemplateFields, type TemplateValues } from '@mizan/shared/templates';

/** What reading a template found: not a DOCX, a tag docxtemplater cannot parse, unknown fields, or the fields and lists it uses. */
export type TemplateReading =
  { kind: 'not_docx' } | { kind: 'malformed'; tag: string } | { kind: 'unknown'; fields: string[] } | { kind: 'ok'; champs: string[] };

/** docxtemplater's options for every template: `{#list}` sections repeat whole paragraphs, line breaks are kept, a missing value is empty, and a refused template is the API's answer (not a log). */
const OPTIONS = { paragraphLoop: true, linebreaks: true, nullGetter: () => '', errorLogging: false };

const open = (bytes: Buffer, modules: object[] = []) => new Docxtemplater(new PizZip(bytes), { ...OPTIONS, modules });

type TemplateErrors = { properties?: { errors?: { properties?: { xtag?: string; context?: string } }[] } };

/** Reads a template with docxtemplater (no XML by hand): the tags it holds, checked against the one list of fields (shared/src/templates.ts). */
export const readTemplate = (bytes: Buffer): TemplateReading => {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    return { kind: 'not_docx' };
  }
  if (!zip.file('word/document.xml')) return { kind: 'not_docx' };
  const inspect = new InspectModule();
  try {
    open(bytes, [inspect]);
  } catch (error) {
    const first = (error as TemplateErrors).properties?.errors?.[0]?.properties;
    return { kind: 'malformed', tag: first?.xtag ?? first?.context ?? '' };
  }
  const tags = inspect.getAllTags() as Record<string, Record<string, unknown>>;
  const unknown = unknownTemplateFields(tags);
  return unknown.length ? { kind: 'unknown', fields: unknown } : { kind: 'ok', champs: Object.keys(tags) };
};

/** The template filled with a dossier's values, as a DOCX. */
export const renderTemplate = (bytes: Buffer, values: TemplateValues): Buffer =>
  open(bytes).render(values).getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
