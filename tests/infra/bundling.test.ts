import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { describe, expect, it } from 'vitest';
import { MizanFunction } from '../../infra/constructs/mizan-function';
import { MAIL_FROM } from './synth';

type FunctionResource = { Properties: { Code: { S3Key: string } } };

const environment = {
  TABLE_NAME: 't',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  JWT_ISSUER: 'https://issuer',
  DOCUMENTS_BUCKET: 'b',
  MAIL_FROM,
  APP_URL: 'https://app',
};
const timeout = Duration.seconds(10);
const assetKeys = (stack: Stack) =>
  Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function') as Record<string, FunctionResource>).map(
    (fn) => fn.Properties.Code.S3Key,
  );

describe('function bundling at synth', () => {
  it('bundles a domain into index.mjs, its source map and one chunk per route module', () => {
    const app = new App();
    const stack = new Stack(app, 'Bundling');
    const alarmTopic = new Topic(stack, 'Alarms');
    new MizanFunction(stack, 'Account', { name: 'account', description: 'bundling test', timeout, environment, alarmTopic });
    const [key] = assetKeys(stack);
    const dir = join(app.outdir, `asset.${key!.replace(/\.zip$/, '')}`);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['index.mjs', 'index.mjs.map']));
    const chunks = existsSync(join(dir, 'chunks')) ? readdirSync(join(dir, 'chunks')) : [];
    expect(chunks.filter((file) => file.startsWith('login-') && file.endsWith('.mjs'))).toHaveLength(1);
    // The SDK clients take the environment's credentials, as the Lambda runtime gives them, not the
    // default chain with its nested STS and SSO clients (functions/src/adapters/lambda-credentials.ts).
    const code = [join(dir, 'index.mjs'), ...chunks.filter((file) => file.endsWith('.mjs')).map((file) => join(dir, 'chunks', file))]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(code).toContain('Unable to find environment variable credentials');
    expect(code).not.toContain('Could not load credentials from any providers');
  });

  it('bundles the two jobs, which share a source folder, separately', () => {
    const stack = new Stack(new App(), 'Jobs');
    const alarmTopic = new Topic(stack, 'Alarms');
    new MizanFunction(stack, 'CourtSync', { name: 'court-sync', description: 'bundling test', timeout, environment, alarmTopic });
    new MizanFunction(stack, 'Alerts', { name: 'alerts', description: 'bundling test', timeout, environment, alarmTopic });
    expect(new Set(assetKeys(stack)).size).toBe(2);
  });
});
