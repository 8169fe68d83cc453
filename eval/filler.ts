/**
 * Filler documents that grow the evaluation's library to a hundred: invented papers of a few pages of
 * deterministic clinical-sounding prose (bench/corpus.ts's Zipf-like text, the catalogue's drug names
 * sprinkled in), so that retrieval and abstention are measured against distractors as a real library has.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { inventedPage } from '../bench/corpus';

const pagesPerFiller = 4;

function lines(text: string, width = 95): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...out, line] : out;
}

/** Filler paper number `n`: a title line, then `pagesPerFiller` pages of invented prose. */
export async function fillerPdf(n: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pagesPerFiller; p++) {
    const page = doc.addPage([595, 842]);
    let y = 800;
    const text = (p === 1 ? `Invented filler paper ${n} on maintenance treatment. ` : '') + inventedPage(n * 1000 + p);
    for (const line of lines(text)) {
      if (y < 40) break;
      page.drawText(line, { x: 40, y, size: 9, font });
      y -= 12;
    }
  }
  return Buffer.from(await doc.save());
}
