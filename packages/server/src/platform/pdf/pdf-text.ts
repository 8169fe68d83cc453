import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { storableText } from '../../db/text';
import { refuse } from './pdf-errors';
import { assembleLines, type PositionedItem } from './page-lines';

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
  return storableText(assembleLines(items))
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

/**
 * Title from the document's metadata when it names the document, else one read from page 1: a US label's
 * product line ("LISINOPRIL- lisinopril tablet" becomes "LISINOPRIL (lisinopril tablet)"), else the first
 * line that reads like a title (not a date, a journal header or a licence line), else the file name.
 */
export function chooseTitle(fromMetadata: string | null, firstPage: string, fileName: string): string {
  if (fromMetadata && meaningfulTitle(fromMetadata, fileName)) return fromMetadata;
  const lines = firstPage
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .slice(0, 40);
  const product = lines
    .slice(0, 3)
    .map((l) => /^([A-Z][A-Z0-9 ,.&/]+?)-\s*([a-z][\w ,/()-]+)$/.exec(l))
    .find(Boolean);
  if (product) return `${product[1]!.trim()} (${product[2]!.trim()})`.slice(0, 300);
  const line = lines.find(
    (l) =>
      l.split(' ').length >= 4 &&
      /[a-z]/.test(l) &&
      meaningfulTitle(l, fileName) &&
      !/©|copyright|licen[cs]e|doi|https?:|received|accepted|published/i.test(l),
  );
  return (line ?? fileName.replace(/\.pdf$/i, '')).slice(0, 300);
}

/** A single generic word, a date, a file name or a label's Highlights boilerplate names nothing. */
function meaningfulTitle(title: string, fileName: string): boolean {
  const t = title.trim();
  if (/^these highlights do not include|^\S+$|^(untitled|document|label|microsoft word\b.*)$/i.test(t)) return false;
  if (/^(received|accepted|published)?:?\s*[\d./\- ]+$/i.test(t) || /\b(received|accepted):?\s*\d/i.test(t)) return false;
  if (/\.(pdf|docx?|indd)$/i.test(t) || t.toLowerCase() === fileName.toLowerCase().replace(/\.pdf$/, '')) return false;
  return !/^[A-Z ]+\. These highlights do not include/.test(t);
}

/** Whether a page's text counts as a text layer (a scan's stray OCR marks do not). */
export const hasText = (text: string) => text.replace(/\s/g, '').length >= 20;
