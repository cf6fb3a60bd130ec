import { type PrintedDocument, renderPdf } from './pdf-document.ts';

/**
 * Draws a document in the browser (jsPDF arrives with the first click) and hands it over as a
 * download called `fileName`.
 */
export async function downloadPdf(printed: PrintedDocument, fileName: string): Promise<void> {
  const bytes = await renderPdf(printed);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy; the URL is not needed once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
