/** Saving generated files in the browser, and naming them. */

/** A file name from a user-given name: lower case, dashes, no path or reserved characters. */
export const toFileName = (name: string, extension: string, fallback = 'download'): string => {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.${extension}`;
};

/** Offers a Blob as a download through a temporary object URL (same origin, no request). */
export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export const downloadText = (text: string, fileName: string, type: string): void =>
  downloadBlob(new Blob([text], { type }), fileName);

/** CSV text as a file spreadsheets open as UTF-8 (the byte order mark tells Excel so). */
export const downloadCsv = (csv: string, fileName: string): void =>
  downloadText(`\uFEFF${csv}`, fileName, 'text/csv;charset=utf-8');

/** Rows as a CSV file; the CSV writer (papaparse) loads on first use, not with a page. */
export const downloadRowsAsCsv = async (
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  fileName: string,
): Promise<void> => downloadCsv((await import('./csv')).toCsv(rows), fileName);
