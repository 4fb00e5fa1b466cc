import { CLIENT_ID, ISSUER } from './tokens';

/** The settings the handlers read, pointed at nothing real: the SDK is mocked in unit tests. */
export const setTestEnv = () => {
  Object.assign(process.env, {
    TABLE_NAME: 'test-table',
    USER_POOL_ID: 'pool',
    USER_POOL_CLIENT_ID: CLIENT_ID,
    JWT_ISSUER: ISSUER,
    DOCUMENTS_BUCKET: 'docs',
    MAIL_FROM: 'no-reply@test.ma',
    APP_URL: 'https://app.test',
    AWS_REGION: 'eu-west-3',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: 'silent',
    // The cloud's JSON lines (a local stack started by another project sets `text` in this process's environment).
    LOG_FORMAT: 'json',
  });
};
