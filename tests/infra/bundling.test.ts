import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { MizanFunction } from '../../infra/constructs/mizan-function';
import { MAIL_FROM } from './synth';

type FunctionResource = { Properties: { Code: { S3Key: string } } };

describe('function bundling at synth', () => {
  it('bundles a domain into index.mjs, its source map and one chunk per route module', () => {
    const app = new App();
    const stack = new Stack(app, 'Bundling');
    new MizanFunction(stack, 'Account', {
      name: 'account',
      description: 'bundling test',
      timeout: Duration.seconds(10),
      environment: {
        TABLE_NAME: 't',
        USER_POOL_ID: 'p',
        USER_POOL_CLIENT_ID: 'c',
        JWT_ISSUER: 'https://issuer',
        DOCUMENTS_BUCKET: 'b',
        MAIL_FROM,
        APP_URL: 'https://app',
      },
    });
    const [fn] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function') as Record<string, FunctionResource>);
    const dir = join(app.outdir, `asset.${fn!.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['index.mjs', 'index.mjs.map']));
    const chunks = existsSync(join(dir, 'chunks')) ? readdirSync(join(dir, 'chunks')) : [];
    expect(chunks.filter((file) => file.startsWith('login-') && file.endsWith('.mjs'))).toHaveLength(1);
  });
});
