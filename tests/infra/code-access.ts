import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { bundleOptions, entryFile, FUNCTION_NAMES, FUNCTIONS_DIR, type FunctionName } from '../../functions/bundle-options';

/**
 * What each function's code can reach, read from its source: the esbuild import graph from its
 * entry (static and dynamic imports), then, in the modules reached, the table calls of db/
 * (`table.get(`…, and the `Put`/`Update`/`Delete`/`ConditionCheck` writes their transactions
 * carry) and the identity and software-token adapters' methods. Module-level, so it over-approximates a little; the
 * grants must cover it, and grant nothing it does not name.
 */
const TABLE_CALLS: Record<string, string[]> = {
  get: ['dynamodb:GetItem'],
  put: ['dynamodb:PutItem'],
  update: ['dynamodb:UpdateItem'],
  query: ['dynamodb:Query'],
  queryAll: ['dynamodb:Query'],
  batchGet: ['dynamodb:BatchGetItem'],
  batchWrite: ['dynamodb:BatchWriteItem'],
};
const TRANSACTION_WRITES: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};
const IDENTITY_METHODS: Record<string, string[]> = {
  create: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminSetUserPassword'],
  setPassword: ['cognito-idp:AdminSetUserPassword'],
  moveToGroup: ['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminRemoveUserFromGroup'],
  updateAttributes: ['cognito-idp:AdminUpdateUserAttributes'],
  setEnabled: ['cognito-idp:AdminEnableUser', 'cognito-idp:AdminDisableUser'],
  remove: ['cognito-idp:AdminDeleteUser'],
  signOutEverywhere: ['cognito-idp:AdminUserGlobalSignOut'],
  // adapters/software-token.ts: the other calls act with the person's own access token (no IAM right).
  setByAdmin: ['cognito-idp:AdminSetUserMFAPreference'],
};

const reachable = (name: FunctionName): string[] => {
  const result = buildSync({
    entryPoints: [entryFile(name)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    splitting: true,
    outdir: '/tmp/mizan-code-access',
    logLevel: 'silent',
    // what the function's bundle leaves out too (a native module)
    external: ['@aws-sdk/*', 'esbuild', ...(bundleOptions(name, '/tmp').external ?? [])],
  });
  return Object.keys(result.metafile.inputs).filter((file) => file.startsWith(relative(process.cwd(), FUNCTIONS_DIR)));
};

export type CodeAccess = { table: string[]; identity: string[]; transacts: boolean };

export const codeAccess = (name: FunctionName): CodeAccess => {
  const files = reachable(name);
  const table = new Set<string>();
  const identity = new Set<string>();
  let transacts = false;
  for (const file of files) {
    const text = readFileSync(join(process.cwd(), file), 'utf8');
    if (file.includes('/src/db/')) {
      for (const [, call] of text.matchAll(/\btable\.(\w+)\(/g)) for (const action of TABLE_CALLS[call ?? ''] ?? []) table.add(action);
      for (const [, kind] of text.matchAll(/\b(Put|Update|Delete|ConditionCheck):\s*\{/g))
        table.add(TRANSACTION_WRITES[kind ?? ''] as string);
      if (/\btransact\(/.test(text)) transacts = true;
    }
    for (const [, method] of text.matchAll(/\b(?:identity|softwareToken)\.(\w+)\(/g))
      for (const action of IDENTITY_METHODS[method ?? ''] ?? []) identity.add(action);
  }
  return { table: [...table].sort(), identity: [...identity].sort(), transacts };
};

export const ALL_FUNCTIONS = FUNCTION_NAMES;
