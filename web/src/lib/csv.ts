export { BOM, csvConventions, csvFile } from '@mizan/shared/csv';

/** Hands a CSV file to the browser to save. */
export const downloadCsv = (name: string, content: string) => {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};
