import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ERROR_CODES, errorEnvelopeSchema } from '@mizan/shared/errors';
import { openApiDocument, type OpenApiDocument, type OpenApiOperation, type OpenApiResponse } from '@mizan/shared/openapi';
import { pathParams, type HttpMethod, type RouteDef } from '@mizan/shared/route';
import { routeDef, routeNames, routes } from '@mizan/shared/routes';
import { bundleOptions } from '../../functions/bundle-options';
import { handler } from '../../functions/src/domains/management/index';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';

/**
 * The API's description (shared/src/openapi.ts), generated from the route table: every route with
 * its roles, inputs, answer and error envelope, checked by Redocly's linter with its `recommended`
 * rules, and served at GET /api/openapi.json.
 */

const document = openApiDocument(routes);
const operationOf = (doc: OpenApiDocument, route: RouteDef) =>
  doc.paths[route.path]?.[route.method.toLowerCase() as Lowercase<HttpMethod>] as OpenApiOperation;

/** A `$ref` of the document, followed. */
const resolve = <T>(doc: OpenApiDocument, value: unknown): T => {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as T;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as T;
};

const lint = async (doc: OpenApiDocument) => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  const said = (problem: NormalizedProblem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`;
  return {
    errors: problems.filter((problem) => problem.severity === 'error').map(said),
    warnings: problems.filter((problem) => problem.severity === 'warn'),
  };
};

/**
 * The warnings of the recommended rules the document keeps, and why: the product names no licence;
 * the documented paths put a literal and a parameter at one place (`/api/Dossier/user/{userId}`
 * beside `/api/Dossier/{id}/notes`), which API Gateway resolves (the literal wins). Any other
 * warning fails.
 */
const KNOWN_WARNINGS = new Set(['info-license', 'no-ambiguous-paths']);

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error, and only the known warnings", async () => {
    const { errors, warnings } = await lint(document);
    console.log(`openapi lint (recommended): ${errors.length} errors, ${warnings.length} warnings`);
    expect(errors).toEqual([]);
    expect(warnings.filter((warning) => !KNOWN_WARNINGS.has(warning.ruleId)).map((warning) => warning.message)).toEqual([]);
  }, 30_000);

  it.each(routeNames)('describes %s: its path, method, summary, roles and security', (name) => {
    const route = routeDef(name);
    const operation = operationOf(document, route);
    expect(operation).toMatchObject({ operationId: name, summary: route.summary, tags: [route.domain] });
    if (route.roles === 'public') {
      expect(operation.security).toEqual([]);
      expect(operation['x-roles']).toBeUndefined();
      expect(operation.responses['401']).toBeUndefined();
    } else {
      expect(operation.security).toEqual([{ cognitoIdToken: [] }]);
      expect(operation['x-roles']).toEqual(route.roles);
      expect(operation['x-scope']).toEqual(route.scope);
      expect(operation.responses['401']).toBeDefined();
    }
  });

  it('has one operation per route of the table, and no other', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(operations.sort()).toEqual([...routeNames].sort());
  });

  it.each(routeNames)('declares the path and query parameters, the body and the answer of %s', (name) => {
    const route = routeDef(name);
    const operation = operationOf(document, route);
    const parameters = operation.parameters ?? [];
    const inPath = parameters.filter((parameter) => parameter.in === 'path');
    expect(inPath.map((parameter) => parameter.name)).toEqual(pathParams(route.path));
    expect(inPath.every((parameter) => parameter.required)).toBe(true);
    const query = route.query instanceof z.ZodObject ? Object.keys(route.query.shape) : [];
    expect(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(query);
    expect(parameters.some((parameter) => parameter.name === 'Idempotency-Key')).toBe(route.idempotent === true);

    const content = operation.requestBody?.content ?? {};
    if (!route.body) expect(operation.requestBody).toBeUndefined();
    else if (route.multipart) expect(Object.keys(content)).toEqual(['multipart/form-data']);
    else expect(Object.keys(content)).toEqual(['application/json']);

    const success = operation.responses[String(route.status ?? 200)] as OpenApiResponse;
    const media = (route.contentType ?? 'application/json').split(';')[0]!;
    expect(Object.keys(success.content ?? {})).toEqual([media]);
  });

  it.each(routeNames)('answers the error envelope for each error %s can give', (name) => {
    const route = routeDef(name);
    const errors = Object.entries(operationOf(document, route).responses).filter(([status]) => /^[45]/.test(status));
    expect(errors.map(([status]) => status)).toEqual(expect.arrayContaining(['400', '4XX', '500', '503']));
    for (const [, answer] of errors) {
      const response = resolve<OpenApiResponse>(document, answer);
      const schema = resolve<{ properties: Record<string, unknown> }>(document, response.content?.['application/json']?.schema);
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(Object.keys(errorEnvelopeSchema.shape)));
    }
    if (route.body) expect(errors.map(([status]) => status)).toContain('413');
    const unavailable = resolve<OpenApiResponse>(document, operationOf(document, route).responses['503']);
    expect(Object.keys(unavailable.headers ?? {})).toEqual(['Retry-After']);
  });

  it('describes the envelope: its status, one of the stable codes, the message and the field details', () => {
    const envelope = document.components.schemas.ErrorEnvelope as {
      properties: { error: { enum: string[] }; details: { items: { required: string[] } } };
      required: string[];
    };
    expect(envelope.required).toEqual(['statusCode', 'error', 'message']);
    expect(envelope.properties.error.enum).toEqual([...ERROR_CODES]);
    expect(envelope.properties.details.items.required).toEqual(['field', 'code', 'message']);
    // The documented upload's errors also carry `Message`, as its old clients read it.
    const upload = resolve<OpenApiResponse>(document, operationOf(document, routes['documents.upload']).responses['400']);
    expect(resolve<{ required: string[] }>(document, upload.content?.['application/json']?.schema).required).toContain('Message');
  });

  it('reads bodies as a caller sends them: closed objects, the ignored fields of the older client, no harness hints', () => {
    const body = operationOf(document, routes['dossiers.create']).requestBody!.content['application/json']!.schema as {
      additionalProperties: boolean;
      required: string[];
      properties: Record<string, { items?: { additionalProperties: boolean; properties: Record<string, { deprecated?: boolean }> } }>;
    };
    expect(body.additionalProperties).toBe(false);
    // Defaults make a field optional for the caller: the status is ENC unless sent.
    expect(body.required).not.toContain('idStatutDossier');
    expect(body.properties.Client?.items?.additionalProperties).toBe(false);
    expect(body.properties.Client?.items?.properties.password).toMatchObject({ deprecated: true });
    expect(body.properties.id).toMatchObject({ deprecated: true });
    // Read types the answers keep open stay open (`z.looseObject`).
    const type = operationOf(document, routes['management.listDossierTypes']).responses['200'] as OpenApiResponse;
    expect((type.content?.['application/json']?.schema as { items: { additionalProperties: unknown } }).items.additionalProperties).toEqual(
      {},
    );
    // The contract harnesses' hints (`.meta({ from, unique })`) are not JSON Schema.
    const text = JSON.stringify(document);
    expect(text.match(/"(from|unique)":/g)).toBeNull();
    // Their examples are JSON Schema's (zod leaves out those of a transformed input: they are of its output).
    expect(text.includes('"examples":["0612345678"]')).toBe(true);
  });

  it("puts the multipart upload's metadata and file parts in a form", () => {
    const form = operationOf(document, routes['documents.upload']).requestBody!.content['multipart/form-data']!;
    expect(form.encoding).toEqual({ metadata: { contentType: 'application/json' } });
    expect(form.schema).toMatchObject({
      type: 'object',
      required: ['metadata', 'file'],
      properties: { metadata: { type: 'object', required: ['idDossier', 'Nom', 'extension'] }, file: { type: 'string' } },
    });
  });

  it('describes a route whose schemas JSON Schema cannot say (a transform, a date, a recursive type) rather than dropping it', async () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const table: Record<string, RouteDef> = {
      'search.tree': {
        domain: 'search',
        method: 'POST',
        path: '/api/tree/{id}',
        roles: 'public',
        summary: 'A route of odd schemas',
        params: z.object({ id: z.string().transform(Number) }),
        body: z.object({ when: z.date(), tree: node }),
        response: z.object({ at: z.string().transform((value) => new Date(value)), tree: node }),
      },
    };
    const odd = openApiDocument(table);
    const operation = odd.paths['/api/tree/{id}']?.post;
    expect(operation?.parameters?.[0]).toMatchObject({ name: 'id', in: 'path', schema: { type: 'string' } });
    // Recursive schemas become components whose references point into the document.
    expect(operation?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/search.tree.body' });
    expect(JSON.stringify(odd.components.schemas['search.tree.body'])).toContain('"$ref":"#/components/schemas/search.tree.body');
    expect((await lint(odd)).errors).toEqual([]);
  }, 30_000);
});

describe('GET /api/openapi.json', () => {
  beforeAll(() => setTestEnv());

  it('answers the document without a token', async () => {
    const answer = await invoke(handler as never, apiEvent('GET /api/openapi.json'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("loads every domain's schemas on its own route only: the management function's other routes load their domain's", async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'mizan-openapi-'));
    try {
      const { metafile } = await build({ ...bundleOptions('management', outdir), write: false, metafile: true });
      const outputs = (metafile as Metafile).outputs;
      const chunkOf = (source: string) => Object.keys(outputs).find((file) => outputs[file]!.entryPoint === source)!;
      /** A chunk and every chunk it imports statically, as loading it loads them. */
      const graph = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of outputs[file]!.imports)
          if (imported.kind === 'import-statement' && !imported.external && outputs[imported.path]) graph(imported.path, seen);
        return seen;
      };
      const sources = (files: string[]) =>
        new Set(files.flatMap((file) => [...graph(file)].flatMap((chunk) => Object.keys(outputs[chunk]!.inputs))));
      const index = Object.keys(outputs).find((file) => relative(outdir, file) === 'index.mjs')!;
      const closureDays = sources([
        index,
        chunkOf('shared/src/routes/management.ts'),
        chunkOf('functions/src/domains/management/routes/list-closure-days.ts'),
      ]);
      expect(closureDays).toContain('shared/src/schemas/management.ts');
      for (const absent of ['shared/src/openapi.ts', 'shared/src/routes.ts', 'shared/src/schemas/dossiers.ts'])
        expect(closureDays).not.toContain(absent);
      const description = sources([chunkOf('functions/src/domains/management/routes/openapi.ts')]);
      expect(description).toContain('shared/src/openapi.ts');
      expect(description).toContain('shared/src/schemas/dossiers.ts');
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
