import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaults, type FaultInjector } from '../../infra/local/faults';

/**
 * The local stack's fault proxies (infra/local/faults.ts): they pass requests through unchanged,
 * send again a request whose reused connection to the emulator was reset, and fail one dependency
 * on demand without reaching it.
 */
let upstream: Server;
let faults: FaultInjector;
/** Requests the emulator received: their body, and whether their connection had served one before. */
const received: { body: string; reused: boolean }[] = [];
/** When set, the emulator resets a reused connection instead of answering (an idle one it closed). */
let resetReused = false;

beforeAll(async () => {
  const served = new WeakSet<Socket>();
  upstream = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const reused = served.has(req.socket);
      received.push({ body, reused });
      if (reused && resetReused) return req.socket.destroy();
      served.add(req.socket);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`echo ${body}`);
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  faults = await startFaults({ table: target, storage: target, identity: target, mail: target });
});
afterAll(async () => {
  await faults.stop();
  upstream.closeAllConnections();
  await new Promise((done) => upstream.close(done));
});

const post = (body: string) => fetch(faults.endpoints.table, { method: 'POST', body });

describe('the fault proxies', () => {
  it('pass a request and its answer through unchanged', async () => {
    const answer = await post('{"TableName":"t"}');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('echo {"TableName":"t"}');
  });

  it('send a request again, body and all, when the emulator reset the connection they reused', async () => {
    resetReused = true;
    try {
      received.length = 0;
      const answer = await post('second');
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('echo second');
      // the reused connection was reset; the same request then came on a new one
      expect(received).toEqual([
        { body: 'second', reused: true },
        { body: 'second', reused: false },
      ]);
    } finally {
      resetReused = false;
    }
  });

  it('answer a failed dependency as the service does, without reaching the emulator', async () => {
    received.length = 0;
    faults.set({ table: 'throttle' });
    try {
      const answer = await post('{}');
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { __type: string }).__type).toContain('ProvisionedThroughputExceededException');
      expect(received).toEqual([]);
    } finally {
      faults.set({});
    }
  });

  it('note the keys of the items each table write names, and of no read', async () => {
    const key = (pk: string, sk: string) => ({ pk: { S: pk }, sk: { S: sk } });
    const call = (operation: string, body: object) =>
      fetch(faults.endpoints.table, {
        method: 'POST',
        headers: { 'x-amz-target': `DynamoDB_20120810.${operation}` },
        body: JSON.stringify({ TableName: 't', ...body }),
      });
    const noted = async (after: number) =>
      (await (await fetch(`${faults.url}/_control/table-writes?after=${after}`)).json()) as { count: number; keys: unknown[] };
    const start = (await noted(0)).count;
    await call('GetItem', { Key: key('A', 'META') });
    await call('PutItem', { Item: { ...key('A', 'META'), nom: { S: 'x' } } });
    await call('TransactWriteItems', {
      TransactItems: [
        { ConditionCheck: { Key: key('B', 'META') } },
        { Update: { Key: key('C', 'META') } },
        { Delete: { Key: key('D', 'X') } },
      ],
    });
    await call('BatchWriteItem', { RequestItems: { t: [{ PutRequest: { Item: { ...key('E', 'Y'), n: { N: '1' } } } }] } });
    await post('not json');
    expect(await noted(start)).toEqual({
      count: start + 4,
      keys: [key('A', 'META'), key('C', 'META'), key('D', 'X'), key('E', 'Y')],
    });
  });
});
