import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '@mizan/shared/openapi';
import { routeDef, routeNames } from '@mizan/shared/routes';
import { request } from '../support/api';

describe('GET /api/openapi.json', () => {
  it("answers, without a token, the API's OpenAPI 3.1 description with every route of the table", async () => {
    const answer = await request<OpenApiDocument>('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const document = answer.body;
    expect(document.openapi).toBe('3.1.0');
    for (const name of routeNames) {
      const route = routeDef(name);
      const operation = document.paths[route.path]?.[route.method.toLowerCase() as 'get'];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(name);
      expect(operation?.security, name).toEqual(route.roles === 'public' ? [] : [{ cognitoIdToken: [] }]);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routeNames.length);

    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message)).toEqual([]);
  });

  it('is sent compressed, as every large answer, to a caller that accepts Brotli or gzip (the whole edge, not only the function)', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await request<OpenApiDocument>('/api/openapi.json', { headers: { 'accept-encoding': encoding } });
      expect(answer.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(Number(answer.headers.get('content-length')), encoding).toBeLessThan(JSON.stringify(answer.body).length / 5);
      expect(answer.body.openapi).toBe('3.1.0');
    }
    const plain = await request('/api/openapi.json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('refuses a query parameter it does not declare, with the error envelope', async () => {
    const answer = await request<{ statusCode: number; details: { field: string; code: string }[] }>('/api/openapi.json?format=yaml');
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([expect.objectContaining({ field: 'format', code: 'unknown_field' })]);
  });
});
