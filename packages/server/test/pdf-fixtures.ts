import zlib from 'node:zlib';
import { PDFArray, PDFDocument, PDFHexString, PDFName, StandardFonts, rgb } from 'pdf-lib';

const topics = [
  'renal function',
  'thyroid tests',
  'weight and lipids',
  'sleep regularity',
  'adherence',
  'rash education',
  'falls risk',
  'sodium levels',
];

/** Invented, deterministic prose: no real papers, no patient data. */
export function fillerPage(page: number): string {
  const sentences: string[] = [];
  for (let i = 0; i < 24; i++) {
    const topic = topics[(page * 7 + i) % topics.length];
    sentences.push(`Section ${page}.${i + 1} reviews ${topic} during follow-up visits and notes when the review should be repeated.`);
  }
  return sentences.join(' ');
}

function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF whose page n holds fillerPage(n) plus any extra sentences given for that page. */
export async function textPdf(opts: { pages: number; extra?: Record<number, string>; title?: string }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (opts.title) doc.setTitle(opts.title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= opts.pages; n++) {
    const page = doc.addPage([595, 842]);
    const body = [opts.extra?.[n], fillerPage(n)].filter(Boolean).join(' ');
    let y = 800;
    for (const line of wrap(body)) {
      page.drawText(line, { x: 40, y, size: 9, font });
      y -= 12;
      if (y < 40) break;
    }
  }
  return Buffer.from(await doc.save());
}

/** Text only in the page 7 / page 3 sentences the search tests look for. */
export const fixturePhrases = {
  7: 'Clinicians titrated cariprazine slowly while watching for akathisia in the marigold cohort.',
  3: 'Divalproex sodium serum levels were checked weekly in the heron study arm.',
};

export const libraryPdf = () => textPdf({ pages: 10, extra: fixturePhrases, title: 'Invented monitoring handbook' });

/** Pages with drawings only: no text layer, like a scan. */
export async function textlessPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let n = 0; n < 3; n++) doc.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 400, height: 600, color: rgb(0.8, 0.8, 0.8) });
  return Buffer.from(await doc.save());
}

/** A PDF whose trailer declares standard-handler encryption with a user password we do not have. */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Protected content about lithium monitoring.', { x: 40, y: 700, size: 12, font });
  const ctx = doc.context;
  const encrypt = ctx.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2, Length: 40, P: -44 });
  encrypt.set(PDFName.of('O'), PDFHexString.of('07'.repeat(32)));
  encrypt.set(PDFName.of('U'), PDFHexString.of('09'.repeat(32)));
  ctx.trailerInfo.Encrypt = ctx.register(encrypt);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export async function truncatedPdf(): Promise<Buffer> {
  const whole = await libraryPdf();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/**
 * A one-page PDF whose font's ToUnicode CMap maps the code of "Z" to U+0000, so the extracted text
 * holds NUL characters (which PostgreSQL text columns cannot store). Objects written by hand.
 */
export async function nulTextPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const ctx = doc.context;
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    '1 beginbfchar <5A> <0000> endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const font = ctx.obj({
    Type: 'Font',
    Subtype: 'Type1',
    BaseFont: 'Helvetica',
    Encoding: 'WinAnsiEncoding',
    ToUnicode: ctx.register(ctx.flateStream(cmap)),
  });
  const page = doc.addPage([595, 842]);
  page.node.setFontDictionary(PDFName.of('F1'), ctx.register(font));
  const lines = ['Lithium levels Z were checked weekly in the heron cohort.', 'ZZZ Renal function was reviewed at every visit ZZZ.'];
  const ops = lines.map((l, i) => `BT /F1 12 Tf 40 ${760 - i * 20} Td (${l}) Tj ET`).join('\n');
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.flateStream(ops)));
  return Buffer.from(await doc.save());
}

/**
 * A decompression bomb: one page whose content stream is a few MB of deflate that inflates to
 * `inflatedMb` of spaces. Built from one fully flushed deflate block repeated, so generating it
 * costs almost nothing (pdf.js does not verify the zlib checksum, so a placeholder is written).
 */
export async function bombPdf(inflatedMb: number): Promise<Buffer> {
  const blockMb = 16;
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const block = await new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    deflater.on('data', (c: Buffer) => chunks.push(c));
    deflater.write(Buffer.alloc(blockMb * 1024 * 1024, 0x20));
    deflater.flush(zlib.constants.Z_FULL_FLUSH, () => resolve(Buffer.concat(chunks)));
  });
  deflater.close();
  const repeats = Math.ceil(inflatedMb / blockMb);
  const stream = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: repeats }, () => block),
    Buffer.from([0x03, 0x00]),
    Buffer.alloc(4),
  ]);

  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('A page whose content stream is mostly blank space.', { x: 40, y: 780, size: 12, font });
  const ctx = doc.context;
  const bomb = ctx.stream(stream, { Filter: 'FlateDecode' });
  const contents = page.node.Contents();
  const existing = contents instanceof PDFArray ? contents.asArray() : contents ? [page.node.get(PDFName.of('Contents'))!] : [];
  page.node.set(PDFName.of('Contents'), ctx.obj([ctx.register(bomb), ...existing]));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** `pages` pages of drawings, with a sentence of text on the last one only. */
export async function textOnLastPagePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([200, 200]);
    if (n < pages) page.drawRectangle({ x: 20, y: 20, width: 100, height: 100, color: rgb(0.8, 0.8, 0.8) });
    else page.drawText('Only the last page has a sentence of text about renal monitoring.', { x: 10, y: 100, size: 4, font });
  }
  return Buffer.from(await doc.save());
}

/** The library PDF padded with an unreferenced binary stream, so the file spans several megabytes. */
export async function paddedPdf(megabytes: number): Promise<Buffer> {
  const doc = await PDFDocument.load(await libraryPdf());
  const padding = Buffer.alloc(Math.round(megabytes * 1024 * 1024));
  for (let i = 0; i < padding.length; i++) padding[i] = (i * 2654435761) >>> 24;
  doc.context.register(doc.context.stream(padding));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
