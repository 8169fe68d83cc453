/** Why a PDF is refused; each has its own message for the person uploading. */
export const pdfProblems = {
  notPdf: 'The file is not a PDF (it does not start with %PDF-).',
  truncated: 'The PDF is truncated or damaged: it has no end-of-file marker. Upload the complete file.',
  unreadable: 'The PDF could not be read; it may be damaged.',
  encrypted: 'The PDF is encrypted or password-protected. Upload a copy without protection.',
  noText: 'The PDF has no extractable text (it may be a scan). Upload a PDF with a text layer.',
  empty: 'The PDF has no pages.',
  tooComplex: 'The PDF is too complex to read within the time and memory allowed (it may be damaged or built to exhaust the server).',
} as const;
export type PdfProblem = keyof typeof pdfProblems;

/**
 * The file's fault, not the server's: thrown by pdf reading on any thread and in background jobs. It
 * knows nothing of HTTP; the error handler renders it as a 422 naming the `file` field, and ingestion
 * records its message as the document's error.
 */
export class PdfRefusedError extends Error {
  readonly code: `pdf_${PdfProblem}`;
  constructor(
    readonly problem: PdfProblem,
    message: string = pdfProblems[problem],
  ) {
    super(message);
    this.name = 'PdfRefusedError';
    this.code = `pdf_${problem}`;
  }
}

export const refuse = (problem: PdfProblem, message?: string) => new PdfRefusedError(problem, message);
export const isPdfProblem = (code: string): code is PdfProblem => code in pdfProblems;
