/**
 * The viewer's navigation event on its own, for features that move the viewer without rendering it
 * (the chat, the insights): importing the index would load pdf.js with it.
 */
export { goToPdfPage, NAVIGATE_EVENT, type PdfNavigation } from './api/navigate-event';
