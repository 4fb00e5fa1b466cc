/**
 * The resources' shapes, read both by the CDK stacks and by the local stack's bootstrap, so the
 * emulators hold the same table, pool and bucket as the cloud.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export const USER_POOL = {
  groups: ['ADMIN', 'USER', 'CLT', 'EDITOR'],
  customAttributes: ['structureId', 'userId', 'userType'],
  /** Written once, at creation: the firm and the person a token names can never be rewritten. */
  immutableAttributes: ['structureId', 'userId'],
  clientName: 'web',
  /** The registration form's policy; our own validation is stricter (at most 24, one of ! @ # $ %). */
  passwordPolicy: { minLength: 8, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true },
} as const;

export const DOCUMENTS_BUCKET = {
  cors: [
    {
      allowedMethods: ['POST', 'GET', 'PUT'] as const,
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    },
  ],
} as const;

/** Names the local stack gives its resources; the cloud's come from CloudFormation. */
export const LOCAL_NAMES = {
  table: 'mizan',
  userPool: 'mizan-users',
  bucket: 'mizan-documents',
  mailFrom: 'no-reply@mizan.local',
} as const;
