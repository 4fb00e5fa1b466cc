import { saveFile } from './save-file';

export { BOM, csvConventions, csvFile } from '@mizan/shared/csv';

/** Hands a CSV file to the browser to save. */
export const downloadCsv = (name: string, content: string) => saveFile(name, new Blob([content], { type: 'text/csv;charset=utf-8' }));
