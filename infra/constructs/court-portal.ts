import { SecretValue } from 'aws-cdk-lib';
import { APPEAL_COURTS, findCourt } from '../../functions/src/reference/courts';

/**
 * Which court portal the deployed functions read (`-c courtPortal='{…}'` or `cdk.json`'s context):
 * - `mahakim`: the mahakim.ma portal (functions/src/adapters/court-portal/mahakim.ts);
 * - `simulator`: a portal simulator the operator runs somewhere (a test deployment only).
 * Without it, no portal is configured: every sync answers "portal unreachable" and writes nothing.
 */
export type CourtPortalConfig = {
  adapter: 'mahakim' | 'simulator';
  /** The portal's origin, e.g. `https://www.mahakim.ma`. */
  url: string;
  /** mahakim: our court codes (courts.json) to the portal's `idJuridiction`. */
  courts?: Record<string, string | number>;
  /** mahakim: the name or ARN of a Secrets Manager secret `{ "key": "<base64>", "iv": "<base64>" }` (the AES-256-CBC key and IV). */
  keySecret?: string;
};

/** The settings functions/src/adapters/config.ts reads, for the functions that sync (the Sync route's and the worker). */
export type CourtPortalEnvironment = {
  COURT_PORTAL?: string;
  COURT_PORTAL_URL?: string;
  COURT_PORTAL_COURTS?: string;
  COURT_PORTAL_KEY?: string;
  COURT_PORTAL_IV?: string;
};

/** What the court ids may take of the 4 KB a Lambda function's environment holds (the other settings take under 1 KB). */
export const COURTS_MAX_BYTES = 2800;

const OUR_COURTS = APPEAL_COURTS.flatMap((court) => [court.code, ...court.firstInstance.map((first) => first.code)]);

/** The courts we offer that have no portal id (their dossiers' syncs answer "portal unreachable", naming the court). */
export const unmappedCourts = (config: CourtPortalConfig | undefined) =>
  config?.adapter === 'mahakim' ? OUR_COURTS.filter((code) => config.courts?.[code] === undefined) : [];

/**
 * The functions' environment for a portal configuration. The key and IV are CloudFormation dynamic
 * references to the secret, resolved at deployment: never in the template, the code or the
 * repository (the portal's own JavaScript carries them; when it changes them, update the secret
 * and redeploy).
 */
export const courtPortalEnvironment = (config: CourtPortalConfig | undefined): CourtPortalEnvironment => {
  if (!config) return {};
  if (config.adapter !== 'mahakim' && config.adapter !== 'simulator')
    throw new Error(`courtPortal.adapter must be mahakim or simulator, not ${String(config.adapter)}`);
  if (!/^https?:\/\//.test(config.url ?? '')) throw new Error('courtPortal.url must be the portal’s http(s) origin');
  if (config.adapter === 'simulator') return { COURT_PORTAL: 'simulator', COURT_PORTAL_URL: config.url };
  if (!config.keySecret) throw new Error('courtPortal.keySecret must name the Secrets Manager secret holding the mahakim key and IV');
  const unknown = Object.keys(config.courts ?? {}).filter((code) => !findCourt(code));
  if (unknown.length) throw new Error(`courtPortal.courts names courts we do not offer: ${unknown.join(', ')}`);
  const courts = JSON.stringify(config.courts ?? {});
  if (Buffer.byteLength(courts) > COURTS_MAX_BYTES)
    throw new Error(
      `courtPortal.courts takes ${Buffer.byteLength(courts)} bytes; a Lambda function's whole environment holds 4 KB, so at most ${COURTS_MAX_BYTES}: map the courts the firm's dossiers use`,
    );
  return {
    COURT_PORTAL: 'mahakim',
    COURT_PORTAL_URL: config.url,
    COURT_PORTAL_COURTS: courts,
    COURT_PORTAL_KEY: SecretValue.secretsManager(config.keySecret, { jsonField: 'key' }).unsafeUnwrap(),
    COURT_PORTAL_IV: SecretValue.secretsManager(config.keySecret, { jsonField: 'iv' }).unsafeUnwrap(),
  };
};
