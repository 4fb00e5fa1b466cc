/**
 * The esbuild target of the function bundles: the Node.js of their Lambda runtime
 * (Runtime.NODEJS_22_X, constructs/mizan-function.ts). The stacks (constructs/function-code.ts) and
 * `npm run build:functions` (functions/build.ts) bundle for it; they move together, and
 * tests/infra/stacks.test.ts fails when they part. The bundles run locally on Node 20.19+ too.
 */
export const LAMBDA_BUNDLE_TARGET = 'node22';
