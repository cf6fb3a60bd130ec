/**
 * Hands `text` to the browser as a CSV download named `fileName`, with a byte-order mark so
 * spreadsheet programs read names as UTF-8.
 */
export function downloadCsvFile(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
