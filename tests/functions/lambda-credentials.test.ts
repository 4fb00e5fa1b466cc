import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultProvider } from '../../functions/src/adapters/lambda-credentials';

const VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

/** A client as a bundle builds it: the SDK calls the (aliased) default provider for its credentials. */
const clientCredentials = () =>
  new DynamoDBClient({ region: 'eu-west-3', credentialDefaultProvider: defaultProvider }).config.credentials();

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("a deployed function's SDK credentials", () => {
  it("are the function role's, as the Lambda runtime puts them in the environment", async () => {
    process.env.AWS_ACCESS_KEY_ID = 'ASIAEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret';
    process.env.AWS_SESSION_TOKEN = 'session';
    await expect(clientCredentials()).resolves.toMatchObject({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'session',
    });
  });

  it('fail, rather than look anywhere else, when the environment has none', async () => {
    for (const name of VARIABLES) delete process.env[name];
    await expect(clientCredentials()).rejects.toThrow('Unable to find environment variable credentials');
  });
});
