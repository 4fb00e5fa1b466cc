import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { config } from '../config';
import { portalGet, type PortalAnswer } from './http';
import { formatCourtReference, PortalError, type CaseQuery, type CourtPortal, type PortalCase, type PortalHearing } from './port';

/**
 * The mahakim.ma adapter (`COURT_PORTAL=mahakim`). The portal publishes no API: what this reads is
 * what public projects show its Angular page reading (../shared/data/court-portal.md), and every
 * such detail lives in this file alone.
 *
 * A look-up is two GETs under `/middleware/api/SuiviDossiers/`, each through the shared request
 * helper (rate limit, timeout, retries: ./http.ts): `CarteDossier` with the case's complete number
 * (year, code, number run together) and the portal's id of the court, which answers the case's
 * internal id and kind; then `ListeDicisions` (sic) with those, which answers the procedure steps.
 * Parameter values, and the `data` field of answers, are AES-256-CBC under a key and IV the site's
 * JavaScript carries (`COURT_PORTAL_KEY`, `COURT_PORTAL_IV`, base64); the portal's ids of our courts
 * are `COURT_PORTAL_COURTS`. A `data` field that is already JSON is read as is.
 *
 * Field names: `idDossierCivil` / `id`, `affaire`, `dateTimeDecision`, `contenuDecision` and
 * `dateTimeNextAudience` are seen in public code; the step's type (`typeDecision`) and the card's
 * status and decision (`etatDossier`, `decisionFinale`) are not, and are read when present. Unknown
 * fields are ignored; a date or shape that no longer reads is `changed`, with the raw answer.
 */
const API = '/middleware/api/SuiviDossiers/';

export type MahakimSettings = { baseUrl: string; key: Buffer; iv: Buffer; courts: Record<string, string> };

/** The adapter's settings from the environment; a missing or malformed one is a clear `unreachable`: nothing is written. */
export const mahakimSettings = (): MahakimSettings => {
  const missing = (detail: string) => new PortalError('unreachable', `mahakim adapter not configured: ${detail}`);
  const baseUrl = config.courtPortalUrl;
  if (!baseUrl) throw missing('COURT_PORTAL_URL is not set');
  const key = Buffer.from(config.courtPortalKey ?? '', 'base64');
  const iv = Buffer.from(config.courtPortalIv ?? '', 'base64');
  if (key.length !== 32) throw missing('COURT_PORTAL_KEY must be 32 bytes in base64');
  if (iv.length !== 16) throw missing('COURT_PORTAL_IV must be 16 bytes in base64');
  return { baseUrl, key, iv, courts: config.courtPortalCourts };
};

export const encryptParameter = (settings: Pick<MahakimSettings, 'key' | 'iv'>, text: string) => {
  const cipher = createCipheriv('aes-256-cbc', settings.key, settings.iv);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

export const decryptData = (settings: Pick<MahakimSettings, 'key' | 'iv'>, base64: string) => {
  const decipher = createDecipheriv('aes-256-cbc', settings.key, settings.iv);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

export type PortalRequest = { url: string; headers: Record<string, string> };

/** The page's random `csrt` token. */
const csrtToken = () => String(randomBytes(8).readBigUInt64BE() % 10n ** 19n);

const request = (settings: MahakimSettings, endpoint: string, parameters: Record<string, string>, csrt: string): PortalRequest => {
  const url = new URL(`${API}${endpoint}`, settings.baseUrl);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, encryptParameter(settings, value));
  url.searchParams.set('csrt', csrt);
  return { url: url.toString(), headers: { Accept: 'application/json', Referer: `${new URL(settings.baseUrl).origin}/` } };
};

/** The case card's request: the complete number is year, code and number run together; the court is the portal's id. */
export const cardRequest = (settings: MahakimSettings, { court, reference }: CaseQuery, csrt = csrtToken()): PortalRequest => {
  const courtId = settings.courts[court];
  if (!courtId)
    throw new PortalError('unreachable', `mahakim adapter not configured: court ${court} has no portal id in COURT_PORTAL_COURTS`);
  const complete = `${reference.year}${reference.code}${reference.number}`;
  return request(settings, 'CarteDossier', { numeroCompletDossier: complete, idjuridiction: courtId }, csrt);
};

export type CaseCard = { id: string; kind: string; status?: string; decision?: string };

export const decisionsRequest = (settings: MahakimSettings, card: CaseCard, csrt = csrtToken()): PortalRequest =>
  request(settings, 'ListeDicisions', { idDossiers: card.id, typeaffaire: card.kind }, csrt);

/**
 * `dd/MM/yyyy[ HH:mm[:ss]]` (or ISO `yyyy-MM-dd[THH:mm…]`), the court's wall time, as the port's
 * `YYYY-MM-DD[THH:mm]`; midnight is a day. A date with a zone does not read: which wall time it
 * means would be a guess.
 */
export const portalDate = (text: string): string | undefined => {
  const shown = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::[\d.]+)?)?$/.exec(text.trim());
  const parts = shown ? [shown[3], shown[2], shown[1], shown[4], shown[5]] : iso ? iso.slice(1, 6) : undefined;
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts as [string, string, string, string | undefined, string | undefined];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59)) return undefined;
  const time = hour !== undefined && `${hour}:${minute}` !== '00:00' ? `T${hour}:${minute}` : '';
  return `${year}-${month}-${day}${time}`;
};

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);
const readDate = (value: string, ctx: z.RefinementCtx) => {
  const read = portalDate(value);
  if (!read) ctx.addIssue({ code: 'custom', message: `unreadable date ${value}` });
  return read;
};
const date = z.string().transform((value, ctx) => readDate(value, ctx) ?? '');
const optionalDate = z
  .string()
  .nullish()
  .transform((value, ctx) => (value?.trim() ? readDate(value, ctx) : undefined));
const id = z.union([z.string().min(1), z.number()]).transform(String);

/** Every answer: `{ data }` (with `succes`, `status` or `message` beside it, ignored); `data` encrypted, or already JSON, or empty. */
const envelope = z.looseObject({ data: z.unknown().optional() });

export const cardSchema = z.looseObject({
  idDossierCivil: id.nullish(),
  id: id.nullish(),
  affaire: z.string().min(1),
  etatDossier: text,
  decisionFinale: text,
});

export const stepsSchema = z.array(
  z.looseObject({
    dateTimeDecision: date,
    typeDecision: text,
    contenuDecision: text,
    dateTimeNextAudience: optionalDate,
  }),
);

/** What a step without a type is called (the portal's own word for a procedure). */
const UNTYPED = 'إجراء';

const changed = (detail: string, answer: PortalAnswer) => new PortalError('changed', detail, answer.text);

/** An answer's `data`, decrypted and read as JSON; undefined when the portal sent none. */
export const readData = (settings: Pick<MahakimSettings, 'key' | 'iv'>, answer: PortalAnswer): unknown => {
  if (answer.status !== 200) throw changed(`status ${answer.status}`, answer);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw changed('not JSON', answer);
  }
  const parsed = envelope.safeParse(body);
  if (!parsed.success) throw changed('not an object with data', answer);
  const { data } = parsed.data;
  if (data === undefined || data === null || data === '') return undefined;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(decryptData(settings, data));
  } catch {
    throw changed('data does not decrypt to JSON (key or IV changed?)', answer);
  }
};

/** The case card; undefined when the portal knows no such case (no data, or no id). */
export const parseCard = (data: unknown, answer: PortalAnswer): CaseCard | undefined => {
  if (data === undefined || (Array.isArray(data) && !data.length)) return undefined;
  const parsed = cardSchema.safeParse(data);
  if (!parsed.success) throw changed(`card: ${parsed.error.message}`, answer);
  const card = parsed.data;
  const caseId = card.idDossierCivil ?? card.id;
  if (!caseId) return undefined;
  return { id: caseId, kind: card.affaire, status: card.etatDossier, decision: card.decisionFinale };
};

/** The procedure steps, oldest first. */
export const parseSteps = (data: unknown, answer: PortalAnswer): PortalHearing[] => {
  if (data === undefined) return [];
  const parsed = stepsSchema.safeParse(data);
  if (!parsed.success) throw changed(`decisions: ${parsed.error.message}`, answer);
  return parsed.data
    .map((step) => ({
      date: step.dateTimeDecision,
      type: step.typeDecision ?? UNTYPED,
      content: step.contenuDecision ?? '',
      ...(step.dateTimeNextAudience ? { nextHearing: step.dateTimeNextAudience } : {}),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
};

export const mahakimPortal: CourtPortal = {
  async fetchCase(query): Promise<PortalCase> {
    const settings = mahakimSettings();
    const card = cardRequest(settings, query);
    const cardAnswer = await portalGet(card.url, card.headers);
    const notFound = () => new PortalError('not_found', `${query.court} ${formatCourtReference(query.reference)}`);
    if (cardAnswer.status === 404) throw notFound();
    const found = parseCard(readData(settings, cardAnswer), cardAnswer);
    if (!found) throw notFound();
    const steps = decisionsRequest(settings, found);
    const stepsAnswer = await portalGet(steps.url, steps.headers);
    const hearings = parseSteps(readData(settings, stepsAnswer), stepsAnswer);
    return { hearings, ...(found.decision ? { decision: found.decision } : {}), ...(found.status ? { status: found.status } : {}) };
  },
};
