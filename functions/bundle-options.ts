import { copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, type BuildOptions } from 'esbuild';
import { DOMAINS, routingOf, type Domain } from '@mizan/shared/route';
import { routes } from '@mizan/shared/routes';
import { FONT_FILES, FONT_PACKAGE_DIR } from './src/print/font';
import { OCR_LANGUAGES, OCR_MODEL_DIR, OCR_WORKER_FILE } from './src/services/document-ocr';

/**
 * How every Lambda function is bundled: by `npm run build:functions` (functions/build.ts), by the
 * CDK stacks at synth time (infra/stacks/function-code.ts) and by the benchmark. One definition,
 * so what is measured is what is deployed.
 */

export const FUNCTIONS_DIR = fileURLToPath(new URL('.', import.meta.url));
export const DIST_DIR = join(FUNCTIONS_DIR, 'dist');

/** The credentials a deployed function's SDK clients use: the environment's (see the module). */
const LAMBDA_CREDENTIALS = join(FUNCTIONS_DIR, 'src', 'adapters', 'lambda-credentials.ts');

export const JOBS = [
  'court-sync',
  'court-sync-worker',
  'alerts',
  'registrations',
  'outbox',
  'firm-export',
  'dossier-import',
  'document-text',
  'report-figures',
] as const;
export type Job = (typeof JOBS)[number];
export type FunctionName = (typeof DOMAINS)[number] | Job;

/** The source file a function is built from: one per domain, one per scheduled job. */
export const entryFile = (name: FunctionName): string =>
  (JOBS as readonly string[]).includes(name)
    ? join(FUNCTIONS_DIR, 'src', 'jobs', `${name}.ts`)
    : join(FUNCTIONS_DIR, 'src', 'domains', name, 'index.ts');

const isDomain = (name: FunctionName): name is Domain => (DOMAINS as readonly string[]).includes(name);

/** A domain's routes without their schemas, as the bundle's router reads them (runtime/domain-handler.ts). */
const routingDefine = (domain: Domain) => ({
  MIZAN_ROUTING: JSON.stringify(routingOf(Object.fromEntries(Object.entries(routes).filter(([, route]) => route.domain === domain)))),
});

const require = createRequire(import.meta.url);

/** The print function reads its font files at run time (src/print/font.ts): they go beside its bundle, in fonts/. */
const printFonts = (outdir: string) => {
  mkdirSync(join(outdir, 'fonts'), { recursive: true });
  for (const file of Object.values(FONT_FILES)) copyFileSync(require.resolve(`${FONT_PACKAGE_DIR}/${file}`), join(outdir, 'fonts', file));
};

/** The engine's WebAssembly builds, one of which its worker loads (the CPU's SIMD and tesseract.js's own choice decide which). */
const OCR_WASM_FILES = ['', '-simd', '-relaxedsimd'].flatMap((simd) => [`tesseract-core${simd}.wasm`, `tesseract-core${simd}-lstm.wasm`]);

/**
 * The document-text function reads scans by OCR (src/services/document-ocr.ts) in a worker thread:
 * its script (tesseract.js's, bundled with the engine's loader), the engine's WebAssembly, which
 * the loader reads beside itself, and the French and Arabic models go beside the bundle, in ocr/.
 */
const ocrFiles = (outdir: string) => {
  const dir = join(outdir, 'ocr');
  buildSync({
    entryPoints: [require.resolve('tesseract.js/src/worker-script/node/index.js')],
    outfile: join(dir, OCR_WORKER_FILE),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const file of OCR_WASM_FILES) copyFileSync(require.resolve(`tesseract.js-core/${file}`), join(dir, file));
  for (const language of OCR_LANGUAGES) {
    const file = `${language}.traineddata.gz`;
    copyFileSync(require.resolve(`@tesseract.js-data/${language}/${OCR_MODEL_DIR}/${file}`), join(dir, file));
  }
};

/** The native canvas's packages: its JavaScript, and its build for Linux on x64, the document-text function's architecture. */
const CANVAS_PACKAGES = ['@napi-rs/canvas', '@napi-rs/canvas-linux-x64-gnu'] as const;

/**
 * The canvas that renders a scanned PDF's pages for OCR is a native module, left out of the bundle
 * (`external`): its packages go beside it, in node_modules/, where the bundle's `import()` finds
 * them. npm installs the Linux x64 build on the Linux x64 machines that build and deploy; elsewhere
 * the build says how to add it.
 */
const canvasPackages = (outdir: string) => {
  for (const name of CANVAS_PACKAGES) {
    let source: string;
    try {
      source = dirname(require.resolve(`${name}/package.json`));
    } catch {
      const { version } = require('@napi-rs/canvas/package.json') as { version: string };
      throw new Error(
        `${name} is not installed (the document-text function runs on Linux x64): npm install --no-save --os=linux --cpu=x64 ${name}@${version}`,
      );
    }
    cpSync(source, join(outdir, 'node_modules', name), { recursive: true });
  }
};

const BESIDE_FILES: Partial<Record<FunctionName, (outdir: string) => void>> = {
  print: printFonts,
  'document-text': (outdir) => {
    ocrFiles(outdir);
    canvasPackages(outdir);
  },
};

/**
 * Writes the files a function reads at run time beside its bundle in `outdir`: every caller of
 * `bundleOptions` that deploys or measures the bundle calls it after the build (a step of its
 * own, not an esbuild plugin: the stacks bundle with `buildSync`, which takes no plugins).
 */
export const writeBesideFiles = (name: FunctionName, outdir: string) => BESIDE_FILES[name]?.(outdir);

export const FUNCTION_NAMES: readonly FunctionName[] = [...DOMAINS, ...JOBS];

/** Functions whose entry file exists (entries land one issue at a time). */
export const existingFunctions = () => FUNCTION_NAMES.filter((name) => existsSync(entryFile(name)));

/**
 * esbuild options for one function, written to `outdir` as `index.mjs` plus its chunks.
 *
 * - ESM with code splitting: each route module that the domain entry loads with `import()` becomes
 *   its own chunk, so a cold start parses the router and the one route it serves, not the domain.
 *   Splitting needs `outdir`, which CDK's NodejsFunction cannot express (it bundles to one
 *   `outfile`); the stacks therefore bundle with these options through an asset (function-code.ts).
 * - no target here: the callers bundle for the Lambda runtime's Node.js (infra/lambda-runtime.ts).
 * - `@aws-sdk/*` is bundled, not left to the runtime's copy: the version we test is the version we
 *   run (the runtime's SDK moves under us), only the commands we use are kept (tree shaking of the
 *   ESM builds, hence `mainFields` preferring `module`), and one minified graph loads faster than
 *   the runtime's node_modules (measured on Node 20: importing the account router and its
 *   register route takes ~120 ms bundled against ~230 ms with `@aws-sdk/*` external).
 * - The SDK's default credential chain is replaced by the environment's credentials, which is
 *   where the Lambda runtime puts the function role's (src/adapters/lambda-credentials.ts): the
 *   chain's other providers and their nested STS/SSO clients would only weigh on the entry.
 * - A domain's routes without their schemas are written into its bundle (`MIZAN_ROUTING`): the
 *   router finds the route, checks the token and the role while the route's module and the domain's
 *   table (its schemas and zod) load beside them, in their own chunks.
 * - Text as UTF-8 (`charset`), not esbuild's default ASCII escapes: an Arabic letter is 2 bytes, not
 *   the 6 of `\uXXXX`, which made the API's messages the entry's largest module after the SDK.
 * - Source maps without `sourcesContent`: stack traces map to our files and lines
 *   (NODE_OPTIONS=--enable-source-maps) without shipping the sources a second time.
 * - The banner gives the ESM output a `require` for the CommonJS dependencies that still call
 *   `require()` on Node built-ins (esbuild's shim throws without one).
 */
export const bundleOptions = (name: FunctionName, outdir: string): BuildOptions => ({
  entryPoints: { index: entryFile(name) },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  mainFields: ['module', 'main'],
  alias: { '@aws-sdk/credential-provider-node': LAMBDA_CREDENTIALS },
  // tesseract.js's options name its worker script from `__dirname`, which ES modules lack (the job names its own: services/document-ocr).
  define: isDomain(name) ? routingDefine(name) : name === 'document-text' ? { __dirname: 'import.meta.dirname' } : {},
  splitting: true,
  minify: true,
  charset: 'utf8',
  sourcemap: true,
  sourcesContent: false,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
  // The canvas that renders a scanned PDF's pages for OCR is a native module: not bundled (docs/design-notes.md, "Reading scans").
  external: name === 'document-text' ? ['@napi-rs/canvas'] : [],
});
