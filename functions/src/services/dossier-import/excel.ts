import { loadOnce } from '../../adapters/load-once';

/** exceljs (a few hundred KiB), loaded on the first file read or template written: the imports function's entry and the worker's stay small. */
export const loadExcel = loadOnce(async () => (await import('exceljs')).default);
