/** Messages between the main thread (pdf-reader.ts) and the pdf.js worker thread (pdf-worker.ts). */
export type PdfCall =
  | { op: 'open'; path: string }
  /** Pages `from`..`to`, each sent back as soon as it is read (a `PageText` partial), then an empty result. */
  | { op: 'pages'; handle: number; from: number; to: number }
  | { op: 'close'; handle: number };
export type PdfRequest = PdfCall & { id: number };

/** `restart`: the worker is stuck in a file and must be stopped. `partial`: one page of a `pages` call. */
export type PdfResponse = { id: number } & (
  | { ok: true; result: unknown; partial?: boolean }
  | { ok: false; error: { code: string; message: string }; restart?: boolean }
);

export type OpenResult = { handle: number; pageCount: number; title: string | null };
/** One page read by a worker; `ms`: how long pdf.js took over it, on the worker's thread. */
export type PageText = { page: number; text: string; ms: number };
