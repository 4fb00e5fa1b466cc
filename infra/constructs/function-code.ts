import { existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { Annotations, AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { buildSync } from 'esbuild';
import { bundleOptions, entryFile, FUNCTIONS_DIR, writeBesideFiles, type FunctionName } from '../../functions/bundle-options';
import { LAMBDA_BUNDLE_TARGET } from '../lambda-runtime';

/** Answers every invocation until the function's entry file lands (see functionCode). */
const PLACEHOLDER = `exports.handler = async () => ({
  statusCode: 503,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Not deployed yet' }),
});`;

/**
 * Bundles one function in-process. The name is a field, not only a closure variable: CDK keys its
 * staging cache on the serialisable bundling options, and the two jobs share a source folder.
 */
class EsbuildBundling implements ILocalBundling {
  constructor(readonly functionName: FunctionName) {}

  tryBundle(outputDir: string) {
    buildSync({ ...bundleOptions(this.functionName, outputDir), target: LAMBDA_BUNDLE_TARGET });
    writeBesideFiles(this.functionName, outputDir);
    return true;
  }
}

/**
 * The code of one function, bundled at synth time with functions/bundle-options.ts, for the
 * Lambda runtime's Node.js (LAMBDA_BUNDLE_TARGET).
 *
 * Why not NodejsFunction: it bundles to a single `outfile`, and esbuild's code splitting (one
 * chunk per route module, loaded by the domain router's `import()`) needs an `outdir`. So the
 * asset runs esbuild itself, in-process and offline (no Docker: the image below is never pulled,
 * because local bundling either succeeds or throws). The asset hash is the bundle's, so a change
 * in shared/ or in a dependency redeploys exactly the functions whose output changed.
 *
 * An entry file that does not exist yet is synthesised as a placeholder answering 503, with a
 * warning, so `npm run synth` works while the domains land one by one.
 */
export const functionCode = (scope: IConstruct, name: FunctionName): Code => {
  const entry = entryFile(name);
  if (!existsSync(entry)) {
    Annotations.of(scope).addWarningV2(
      'mizan:entry-missing',
      `functions/${relative(FUNCTIONS_DIR, entry)} does not exist yet: ${name} is deployed as a placeholder answering 503`,
    );
    return Code.fromInline(PLACEHOLDER);
  }
  return Code.fromAsset(dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      local: new EsbuildBundling(name),
    },
  });
};
