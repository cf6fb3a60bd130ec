import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// For the tests: a PDF's text per page, as a reader extracts it (what a person can select and copy).

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

/** Each piece of text on the first page with where it ends on the line (points from the left). */
export async function pdfTextEnds(bytes: Uint8Array): Promise<{ text: string; end: number }[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), standardFontDataUrl }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) =>
    'str' in item ? [{ text: item.str, end: (item.transform[4] as number) + item.width }] : [],
  );
}

/**
 * Loads the PDF writer and reader once, before a file's tests: their first import takes seconds
 * on a busy two-core machine (4-9 s seen in CI), which is not the time of the test that pays it.
 */
export async function loadPdfModules(): Promise<void> {
  await Promise.all([import('jspdf'), import('pdfjs-dist/legacy/build/pdf.mjs')]);
}

/** How long `loadPdfModules` may take (a hook's time limit). */
export const PDF_MODULES_LOAD_MS = 60_000;
