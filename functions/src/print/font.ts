import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The printed documents' typeface: Vazirmatn (npm `vazirmatn`, SIL Open Font License 1.1), one
 * TrueType face with Arabic (its contextual forms and ligatures, which fontkit applies) and Latin
 * letters, regular and bold. In the Lambda function its files are beside the bundle, in `fonts/`
 * (the print function's build copies them: functions/bundle-options.ts); elsewhere they are read
 * from the package.
 */
export const FONT_FILES = { regular: 'Vazirmatn-Regular.ttf', bold: 'Vazirmatn-Bold.ttf' } as const;
export const FONT_PACKAGE_DIR = 'vazirmatn/fonts/ttf';

const fontPath = (file: string) => {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  return taskRoot ? join(taskRoot, 'fonts', file) : createRequire(import.meta.url).resolve(`${FONT_PACKAGE_DIR}/${file}`);
};

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces' bytes, read once per process. */
export const fontFaces = () =>
  (loaded ??= { regular: readFileSync(fontPath(FONT_FILES.regular)), bold: readFileSync(fontPath(FONT_FILES.bold)) });
