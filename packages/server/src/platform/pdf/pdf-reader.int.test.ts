import type { FastifyBaseLogger } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bombPdf, fillerPage, textPdf } from '../../../test/pdf-fixtures';
import { createPdfReader } from './pdf-reader';

const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-reader-'));
const warnings: { why?: string; msg: string }[] = [];
const log = {
  warn: (fields: { why?: string }, msg: string) => warnings.push({ ...fields, msg }),
  info: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;
// 256 MB per file: the worker refuses single buffers over 64 MB.
const reader = createPdfReader({ limits: { memoryMb: 256, pageSeconds: 30, documentSeconds: 120 }, log, workers: 1 });

afterAll(async () => {
  await reader.close();
  rmSync(dir, { recursive: true, force: true });
});

async function fileOf(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('pdf.js worker', () => {
  it('refuses the allocation a decompression bomb asks for before taking the memory, then reads the next file', async () => {
    const bomb = await reader.open(await fileOf('bomb.pdf', await bombPdf(1000)));
    await expect(bomb.page(1)).rejects.toMatchObject({ code: 'pdf_tooComplex' });
    await bomb.close();
    // The allocation guard stopped it, not the process-wide memory watchdog behind it.
    expect(warnings.map((w) => w.why)).toEqual(['buffer budget']);

    const pdf = await reader.open(await fileOf('text.pdf', await textPdf({ pages: 3 })));
    try {
      const pages: { page: number; text: string }[] = [];
      await pdf.pages(1, 3, (p) => pages.push(p));
      expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
      // Text through pdf.js's own checks of Uint8Array instances (the guard replaces the class).
      expect(pages[1]!.text.replace(/\s+/g, ' ')).toContain(fillerPage(2).slice(0, 60));
    } finally {
      await pdf.close();
    }
  }, 60_000);
});
