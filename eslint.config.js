import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BASE_SYNTAX = [
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
  { selector: 'TSEnumDeclaration', message: 'Use string-literal unions.' },
  // `import { z }` binds zod's whole namespace object, which esbuild cannot tree-shake (443 KiB of
  // zod in every function, 83 KiB after); `z.object` on a namespace import keeps what is used.
  { selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier", message: "Import zod as a namespace: import * as z from 'zod'." },
];

/*
 * The server (functions/src), top to bottom: the entry points — domains/ (one folder per route
 * family), runtime/ (the middleware pipeline) and jobs/ — then services/ (rules shared by domains),
 * db/ (the entity modules) and adapters/ (the SDK clients). A layer imports the layers below it,
 * skipping is fine, never one above; domains do not import each other (they share through
 * services/). errors.ts and reference/ are imported from every layer and import nothing of the
 * server. Nothing below the entry points imports runtime/ (none needs even runtime/log.ts).
 *
 * The data boundary: db/ alone speaks DynamoDB. Only db/ imports adapters/table and the SDK's
 * DynamoDB packages (adapters/table and the client it loads, adapters/dynamodb-client, wrap them),
 * builds keys and expressions and assembles transaction writes; the code above calls db/'s intents
 * (`claimEmail`, `createUser`, `isClientOfDossier`…) and commits their writes with
 * services/guarded-transaction.ts.
 * Tests are outside these rules.
 */
const above = (layers, message) => ({ regex: `^(\\.\\./)+(${layers.join('|')})(/|$)`, message });
const DYNAMODB_SDK = {
  regex: '^@aws-sdk/(client-dynamodb|lib-dynamodb|util-dynamodb)(/|$)',
  message: 'Only functions/src/db/ speaks DynamoDB (through adapters/table): call an intent of db/.',
};
const DATA_BOUNDARY = [
  DYNAMODB_SDK,
  {
    regex: '(^|/)adapters/(table|dynamodb-client)$',
    message: 'Only functions/src/db/ uses the table: call an intent of db/, which builds keys and expressions.',
  },
  {
    regex: '(^|/)db/',
    importNamePattern: '^[a-z]\\w*(Key|Pk|Item)$',
    message: 'Keys and items are built inside functions/src/db/: call an intent of db/ instead.',
  },
];
const DATA_SYNTAX = [
  {
    selector: 'Property[key.name=/^(pk|sk|gsi1pk|gsi1sk|gsi2pk|gsi2sk)$/]',
    message: 'Keys are built inside functions/src/db/: call an intent of db/.',
  },
  {
    selector:
      'Property[key.name=/^(ConditionExpression|UpdateExpression|KeyConditionExpression|FilterExpression|ProjectionExpression|ExpressionAttributeNames|ExpressionAttributeValues)$/]',
    message: 'DynamoDB expressions are built inside functions/src/db/: call an intent of db/.',
  },
  {
    selector: "Property[key.name=/^(Put|Update|Delete|ConditionCheck)$/][value.type='ObjectExpression']",
    message: 'Transaction writes are built by the intents of functions/src/db/; commit them with services/guarded-transaction.',
  },
];
const ENTRY_POINTS = 'domains/, runtime/ and jobs/ are the entry points: nothing below them imports them.';
/** From domains/{domain}/ at `depth` folders down, a path that climbs exactly to domains/ reaches another domain. */
const otherDomain = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.\\./)`,
  message: 'Domains do not import each other; share through services/.',
});
/*
 * Sections a feature lends to another feature's screen, imported from their own file and nothing
 * else of that feature: the documents panel of the staff's dossier screen and the documents
 * section of the client's (they read the dossier detail those screens read), the appointment
 * dialog of the dashboard's meetings, and the two-factor setup of the profile page.
 */
const LENT_SECTIONS = [
  'documents/components/dossier-documents',
  'documents/components/client-dossier-documents',
  'calendar/components/appointment-detail-dialog',
  // The two-factor setup of the sign-in screen, lent to the profile page.
  'account/components/two-factor-setup',
  // The Clients directory's client form, lent to the dossier's parties (edit a party's details).
  'clients/components/client-form-dialog',
  // The fees sections of the staff's and the client's dossier screens (agreement, invoices), and the dashboard's weeks of time and billing.
  'fees/components/fees-section',
  'fees/components/client-agreement',
  'fees/components/client-invoices',
  'fees/components/my-week',
  'fees/components/billing-week',
  // The dossier screen's Tasks section and the dashboard's counts of tasks.
  'tasks/components/dossier-tasks',
  'tasks/components/task-counts',
  // The tasks a new deadline's type proposes (the dossier's deadlines), and the templates' panel of the Settings' deadline types.
  'tasks/components/task-proposals-dialog',
  'tasks/components/task-templates-panel',
  // The task dialog, lent to the dossier's messages ("Créer une tâche" from a message).
  'tasks/components/task-dialog',
];
const OTHER_FEATURE = ['**/features/*/**', ...LENT_SECTIONS.map((section) => `!**/features/${section}`)];
const OTHER_FEATURE_RELATIVE = `^\\.\\./\\.\\./(?!\\.\\./)(?!(${LENT_SECTIONS.join('|')})$)`;
const serverImports = (files, patterns, ignores = []) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'tests/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-syntax': ['error', ...BASE_SYNTAX],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: OTHER_FEATURE, message: 'Features do not import each other; share through lib/ or components/.' }] },
      ],
    },
  },
  {
    // web: code flows one way, lib/components → features → app; a feature never reaches into another.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: OTHER_FEATURE, message: 'Features do not import each other; share through lib/ or components/.' },
            { regex: OTHER_FEATURE_RELATIVE, message: 'Features do not import each other; share through lib/ or components/.' },
            { regex: '(^|/)app/', message: 'Code flows one way: lib/components → features → app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(features|app)/', message: 'Code flows one way: lib/components → features → app.' }] },
      ],
    },
  },
  // server: domains/runtime/jobs → services → db → adapters (see above)
  serverImports(['functions/src/domains/*/*.ts'], [otherDomain(1), above(['jobs'], ENTRY_POINTS), ...DATA_BOUNDARY]),
  serverImports(['functions/src/domains/*/*/**/*.ts'], [otherDomain(2), above(['jobs'], ENTRY_POINTS), ...DATA_BOUNDARY]),
  serverImports(
    ['functions/src/runtime/**/*.ts'],
    [above(['domains', 'jobs'], 'runtime/ loads a domain by route name; it does not import domains/.'), ...DATA_BOUNDARY],
  ),
  serverImports(
    ['functions/src/jobs/**/*.ts'],
    [above(['domains'], 'A job shares code with a domain through services/, never by importing the domain.'), ...DATA_BOUNDARY],
  ),
  serverImports(['functions/src/services/**/*.ts'], [above(['domains', 'runtime', 'jobs'], ENTRY_POINTS), ...DATA_BOUNDARY]),
  serverImports(
    ['functions/src/db/**/*.ts'],
    [above(['services', 'domains', 'runtime', 'jobs'], 'db/ imports db/, adapters/, errors and reference: nothing above it.')],
  ),
  serverImports(
    ['functions/src/adapters/table.ts', 'functions/src/adapters/dynamodb-client.ts'],
    [above(['db', 'services', 'domains', 'runtime', 'jobs'], 'adapters/ are the bottom layer.')],
  ),
  serverImports(
    ['functions/src/adapters/**/*.ts'],
    [above(['db', 'services', 'domains', 'runtime', 'jobs'], 'adapters/ are the bottom layer.'), DYNAMODB_SDK],
    ['functions/src/adapters/table.ts', 'functions/src/adapters/dynamodb-client.ts'],
  ),
  serverImports(
    ['functions/src/errors.ts'],
    [{ regex: '^\\.', message: 'errors.ts is imported from every layer and imports nothing of the server.' }],
  ),
  serverImports(
    ['functions/src/reference/**/*.ts'],
    [{ regex: '^\\.\\./', message: 'reference/ is imported from every layer and imports nothing of the server.' }],
  ),
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/db/**', 'functions/src/adapters/**'],
    rules: { 'no-restricted-syntax': ['error', ...BASE_SYNTAX, ...DATA_SYNTAX] },
  },
  {
    files: ['web/vite.config.ts', 'vitest.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
