/** The documents feature's public face: what the app and other features may import. */
export { AdminLayout } from './components/admin-layout';
export { FileListPage } from './components/file-list-page';
export { UploadPage } from './components/upload-page';
