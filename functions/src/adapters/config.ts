/** Settings read from the environment, set by the CDK stacks in the cloud and by the local stack here. */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
};

export const config = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  get userPoolClientId() {
    return required('USER_POOL_CLIENT_ID');
  },
  /** The token issuer: https://cognito-idp.<region>.amazonaws.com/<poolId> in the cloud. */
  get jwtIssuer() {
    return required('JWT_ISSUER');
  },
  get documentsBucket() {
    return required('DOCUMENTS_BUCKET');
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  /** Public address of the SPA, for links in emails. */
  get appUrl() {
    return required('APP_URL');
  },
  /** The secret header CloudFront adds to API requests (runtime/origin-guard.ts); unset locally. */
  get originSecret(): string | undefined {
    return process.env.ORIGIN_SECRET || undefined;
  },
  /** S3 emulators want path-style addresses. */
  get s3ForcePathStyle() {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
  /** Check every answer against the route's response schema (local stack and tests). */
  get validateResponses() {
    return process.env.VALIDATE_RESPONSES === 'true';
  },
  /** Which court-portal adapter serves the port: `simulator` (the local stack's) or `mahakim` (mahakim.ma). */
  get courtPortal(): 'simulator' | 'mahakim' {
    const kind = process.env.COURT_PORTAL ?? 'simulator';
    if (kind !== 'simulator' && kind !== 'mahakim') throw new Error(`COURT_PORTAL must be simulator or mahakim, not ${kind}`);
    return kind;
  },
  /** The portal's origin (the simulator's address locally); undefined where no portal is configured. */
  get courtPortalUrl(): string | undefined {
    return process.env.COURT_PORTAL_URL || undefined;
  },
  /** Requests per second to the portal from this process (2 unless said); see adapters/court-portal. */
  get courtPortalRate() {
    const rate = Number(process.env.COURT_PORTAL_RATE ?? 2);
    return rate > 0 ? rate : 2;
  },
  /** How long one portal request may take before it counts as unreachable (8 s unless said). */
  get courtPortalTimeoutMs() {
    return Number(process.env.COURT_PORTAL_TIMEOUT_MS ?? 8000);
  },
  /** The mahakim adapter's AES-256 key (base64), as the portal's own JavaScript carries it; undefined when not set. */
  get courtPortalKey(): string | undefined {
    return process.env.COURT_PORTAL_KEY || undefined;
  },
  /** The mahakim adapter's AES IV (base64); undefined when not set. */
  get courtPortalIv(): string | undefined {
    return process.env.COURT_PORTAL_IV || undefined;
  },
  /** The mahakim adapter's court ids: `{ "<our court code>": "<the portal's idJuridiction>" }` (JSON); empty when not set. */
  get courtPortalCourts(): Record<string, string> {
    const text = process.env.COURT_PORTAL_COURTS;
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('COURT_PORTAL_COURTS must be a JSON object of court codes to portal ids');
    return Object.fromEntries(Object.entries(parsed).map(([code, id]) => [code, String(id)]));
  },
  /** The court-sync queue (SQS) in the cloud; absent locally, where the local stack's in-process queue takes the messages. */
  get courtSyncQueueUrl(): string | undefined {
    return process.env.COURT_SYNC_QUEUE_URL || undefined;
  },
  /** The firm-export queue (SQS) in the cloud; absent locally, as the court-sync queue. */
  get firmExportQueueUrl(): string | undefined {
    return process.env.FIRM_EXPORT_QUEUE_URL || undefined;
  },
  /** The dossier-import queue (SQS) in the cloud; absent locally, as the others. */
  get dossierImportQueueUrl(): string | undefined {
    return process.env.DOSSIER_IMPORT_QUEUE_URL || undefined;
  },
  /** The document-text queue (SQS) in the cloud; absent locally, as the others. */
  get documentTextQueueUrl(): string | undefined {
    return process.env.DOCUMENT_TEXT_QUEUE_URL || undefined;
  },
  /** The report-figures queue (SQS: a firm's figures asked now) in the cloud; absent locally, as the others. */
  get reportFiguresQueueUrl(): string | undefined {
    return process.env.REPORT_FIGURES_QUEUE_URL || undefined;
  },
  /** The outbox's first retry delay after a failed send, doubled at each attempt up to `outboxRetryMaxMs` (30 s unless said). */
  get outboxRetryBaseMs() {
    const ms = Number(process.env.OUTBOX_RETRY_BASE_MS ?? 30_000);
    return ms > 0 ? ms : 30_000;
  },
  /** How long a worker holds an outbox item it is sending before another may try (5 minutes unless said; well above a send's time). */
  get outboxLeaseMs() {
    const ms = Number(process.env.OUTBOX_LEASE_MS ?? 300_000);
    return ms > 0 ? ms : 300_000;
  },
  /** How long a lawyer's booking-request email waits for the same client's next bookings, to leave as one email (2 minutes unless said). */
  get bookingEmailWindowMs() {
    const ms = Number(process.env.BOOKING_EMAIL_WINDOW_MS ?? 120_000);
    return ms > 0 ? ms : 120_000;
  },
  /** The outbox's longest wait between two tries (an hour unless said). */
  get outboxRetryMaxMs() {
    const ms = Number(process.env.OUTBOX_RETRY_MAX_MS ?? 3_600_000);
    return ms > 0 ? ms : 3_600_000;
  },
};
