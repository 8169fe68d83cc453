import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { storableText } from '../../db/text';
import { refuse } from './pdf-errors';
import { assembleLines, type PositionedItem } from './page-lines';
import { rejoinSpacedWords } from './spaced-words';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${path.join(pdfjsRoot, 'standard_fonts')}/`;

/**
 * pdf.js (about 25 MB once loaded) is imported on first use: only the threads that read PDFs load it,
 * never the main thread, which shares this file for its messages and checks (docs/adr/0017).
 */
const pdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');

/** Opens PDF bytes with pdf.js (the same build react-pdf uses, legacy build for Node). */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (bytes.length < 5 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw refuse('notPdf');
  // pdf.js repairs truncated files silently; a missing %%EOF means we would index half a paper.
  if (
    !Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048)))
      .toString('latin1')
      .includes('%%EOF')
  )
    throw refuse('truncated');
  let pdf: PDFDocumentProxy;
  try {
    // pdf.js takes ownership of (and detaches) the buffer it is given: pass a copy.
    pdf = await (
      await pdfjs()
    ).getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      standardFontDataUrl,
      verbosity: 0,
    }).promise;
  } catch (err) {
    if ((err as Error).name === 'PasswordException') throw refuse('encrypted');
    throw refuse('unreadable');
  }
  const { info } = (await pdf.getMetadata().catch(() => ({ info: {} }))) as { info: Record<string, unknown> };
  if (info.EncryptFilterName) {
    await pdf.destroy();
    throw refuse('encrypted');
  }
  if (pdf.numPages < 1) {
    await pdf.destroy();
    throw refuse('empty');
  }
  return pdf;
}

/** The text of one page in pdf.js's reading order, its items joined by position (page-lines.ts). */
export async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const items: PositionedItem[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , , , x = 0, y = 0] = item.transform as number[];
    items.push({ str: item.str, x, y, width: item.width, height: item.height, hasEOL: item.hasEOL });
  }
  page.cleanup();
  return rejoinSpacedWords(storableText(assembleLines(items)))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The title in the document's metadata, if it has a usable one. */
export async function metadataTitle(pdf: PDFDocumentProxy): Promise<string | null> {
  const { info } = (await pdf.getMetadata().catch(() => ({ info: {} }))) as { info: Record<string, unknown> };
  const title = typeof info.Title === 'string' ? storableText(info.Title).trim() : '';
  return title.length >= 3 ? title.slice(0, 300) : null;
}

/** Whether a page's text counts as a text layer (a scan's stray OCR marks do not). */
export const hasText = (text: string) => text.replace(/\s/g, '').length >= 20;
