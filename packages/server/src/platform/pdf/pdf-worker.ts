/**
 * Runs in a worker thread (see pdf-reader.ts): pdf.js parses untrusted files here, so a file that
 * inflates to gigabytes or takes minutes per page costs this thread, which the main thread can stop,
 * and never the event loop that answers requests.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PdfRefusedError, refuse } from './pdf-errors';
import { metadataTitle, openPdf, pageText } from './pdf-text';
import type { PageText, PdfRequest, PdfResponse } from './pdf-protocol';

/**
 * pdf.js keeps a decoded stream in one buffer that it doubles as it grows. A buffer larger than this
 * belongs to a file built to inflate, not to a paper: its allocation is refused and the request
 * fails as too complex, before the memory is taken (the reader's watchdog is the second line).
 */
const maxBufferBytes = (workerData as { maxBufferMb: number }).maxBufferMb * 1024 * 1024;
let refusedAllocation = false;
let currentId = 0;
const NativeUint8Array = Uint8Array;
/**
 * The guard: pdf.js's `new Uint8Array(n)` finds this class in the global scope. A subclass rather
 * than a Proxy of the constructor: a Proxy's construct trap cost 15-18 % of pdf.js's time per page.
 * Arrays made elsewhere (Buffers, a TextEncoder's) are native ones: `instanceof` accepts them too.
 */
class BoundedUint8Array extends NativeUint8Array {
  constructor(...args: [ArrayBuffer]) {
    const [size] = args as unknown[];
    if (typeof size === 'number' && size > maxBufferBytes) {
      // pdf.js may catch the error and keep reading: answer now and let the main thread stop us.
      if (!refusedAllocation) {
        const { code, message } = refuse('tooComplex');
        parentPort!.postMessage({ id: currentId, ok: false, error: { code, message }, restart: true } satisfies PdfResponse);
      }
      refusedAllocation = true;
      throw new RangeError('buffer too large');
    }
    super(...args);
  }
  static override [Symbol.hasInstance](value: unknown) {
    return value instanceof NativeUint8Array;
  }
}
globalThis.Uint8Array = BoundedUint8Array as unknown as Uint8ArrayConstructor;

/** Nice value of the pdf.js threads (0 is the process's, 19 the lowest priority). */
const PDF_THREAD_NICE = 10;

const open = new Map<number, PDFDocumentProxy>();
let nextId = 1;

async function handle(req: PdfRequest): Promise<unknown> {
  switch (req.op) {
    case 'open': {
      const pdf = await openPdf(await readFile(req.path));
      const id = nextId++;
      open.set(id, pdf);
      return { handle: id, pageCount: pdf.numPages, title: await metadataTitle(pdf) };
    }
    case 'pages': {
      const pdf = open.get(req.handle);
      if (!pdf) throw new Error('the document is not open in this worker');
      // Each page goes back as soon as it is read: no round trip to the main thread between pages.
      for (let page = req.from; page <= req.to && !refusedAllocation; page++) {
        const began = performance.now();
        const result: PageText = { page, text: await pageText(pdf, page), ms: performance.now() - began };
        if (!refusedAllocation) parentPort!.postMessage({ id: req.id, ok: true, partial: true, result } satisfies PdfResponse);
      }
      return {};
    }
    case 'close': {
      await open.get(req.handle)?.destroy();
      open.delete(req.handle);
      return {};
    }
  }
}

async function handleWithinLimits(req: PdfRequest): Promise<unknown> {
  refusedAllocation = false;
  currentId = req.id;
  try {
    const result = await handle(req);
    if (refusedAllocation) throw refuse('tooComplex');
    return result;
  } catch (err) {
    throw refusedAllocation ? refuse('tooComplex') : err;
  }
}

parentPort!.on('message', (req: PdfRequest) => {
  handleWithinLimits(req).then(
    (result) => parentPort!.postMessage({ id: req.id, ok: true, result } satisfies PdfResponse),
    (err: unknown) =>
      parentPort!.postMessage({
        id: req.id,
        ok: false,
        error:
          err instanceof PdfRefusedError
            ? { code: err.code, message: err.message }
            : { code: 'error', message: err instanceof Error ? err.message : String(err) },
      } satisfies PdfResponse),
  );
});

// pdf.js loads its parsing half on the first getDocument; load it now, so that the time budgets,
// which start once the worker says it is ready, measure parsing only.
const parser = 'pdfjs-dist/legacy/build/pdf.worker.mjs'; // untyped module: imported by name
const natives = { push: Array.prototype.push, parse: JSON.parse };
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(parser);
await import('pdfjs-dist/legacy/build/pdf.mjs');
// The legacy build's core-js polyfills replace Array.prototype.push and JSON.parse with scripts that
// handle edge cases pdf.js never meets (arrays of 2^32 items, JSON source access); the script push
// alone cost about a third of the text extraction. This thread only runs pdf.js: put the natives back.
Object.defineProperty(Array.prototype, 'push', { value: natives.push, writable: true, configurable: true, enumerable: false });
JSON.parse = natives.parse;
// Reading is background work: on Linux a thread has its own nice value, and a lower priority for this
// one lets the event loop (requests, the embedded database) go first whenever both want a core. On an
// idle machine the cores stay as busy as before. (Elsewhere the call would lower the whole process.)
if (process.platform === 'linux') os.setPriority(PDF_THREAD_NICE);
parentPort!.postMessage({ ready: true });
