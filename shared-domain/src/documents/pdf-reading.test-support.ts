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

/**
 * Loads the PDF writer and reader once, before a file's tests: their first import takes seconds
 * on a busy two-core machine (4-9 s seen in CI), which is not the time of the test that pays it.
 */
export async function loadPdfModules(): Promise<void> {
  await Promise.all([import('jspdf'), import('pdfjs-dist/legacy/build/pdf.mjs')]);
}

/** How long `loadPdfModules` may take (a hook's time limit). */
export const PDF_MODULES_LOAD_MS = 60_000;
