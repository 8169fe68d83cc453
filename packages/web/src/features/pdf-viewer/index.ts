/**
 * The PDF viewer's public face. `goToPdfPage` is light (an event); the viewer itself pulls in pdf.js,
 * so import it only from lazily loaded routes.
 */
export { goToPdfPage, NAVIGATE_EVENT, type PdfNavigation } from './api/navigate-event';
export { PdfViewer } from './components/pdf-viewer';
