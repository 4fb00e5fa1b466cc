/** Hands a file made or fetched by the page (a CSV export, an invoice's PDF) to the browser to save under `name`. */
export const saveFile = (name: string, file: Blob) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
};
