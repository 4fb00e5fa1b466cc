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
  /** S3 emulators want path-style addresses. */
  get s3ForcePathStyle() {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
  /** Check every answer against the route's response schema (local stack and tests). */
  get validateResponses() {
    return process.env.VALIDATE_RESPONSES === 'true';
  },
};
