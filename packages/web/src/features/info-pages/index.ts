/** The info-pages feature's public face: what the app and other features may import. */
export { AboutPage } from './components/about-page';
export { DataSourcesPage } from './components/data-sources-page';
export { HelpPage } from './components/help-page';
export { HowToPage } from './components/how-to-page';
export { LibraryPage } from './components/library-page';
export { useDocuments, type PublicDocument } from './api/get-documents';
