/** Messages between the main thread (pdf-reader.ts) and the pdf.js worker thread (pdf-worker.ts). */
export type PdfCall = { op: 'open'; path: string } | { op: 'page'; handle: number; page: number } | { op: 'close'; handle: number };
export type PdfRequest = PdfCall & { id: number };

/** `restart`: the worker is stuck in a file and must be stopped. */
export type PdfResponse = { id: number } & (
  | { ok: true; result: unknown }
  | { ok: false; error: { code: string; message: string }; restart?: boolean }
);

export type OpenResult = { handle: number; pageCount: number; title: string | null };
