import { pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import '../components/pdf-viewer.css';

declare const __PDFJS_ASSETS__: string;

// The worker comes from the same pdfjs-dist as react-pdf (one copy in the lockfile): a different
// version makes the document silently show no pages.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** Loading options: pdf.js's data files come from this origin (see build/pdfjs-assets.ts), never a CDN. */
export const pdfOptions = {
  cMapUrl: `${__PDFJS_ASSETS__}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${__PDFJS_ASSETS__}standard_fonts/`,
  wasmUrl: `${__PDFJS_ASSETS__}wasm/`,
  iccUrl: `${__PDFJS_ASSETS__}iccs/`,
  // The content security policy forbids eval; pdf.js then uses its slower, safe font path.
  isEvalSupported: false,
} as const;

export const pdfjsVersion = pdfjs.version;
