// The library's public face: documents, their bytes and who may see them (docs/architecture.md).
export { createDatabaseStore } from './database-store';
export { createDocumentBytesRepo } from './document-bytes.repo';
export type { DocumentStore } from './document-store';
export { createDocumentsRepo, visibleTo, type Chunk, type DocumentRow, type FurnitureCut, type DocumentsRepo } from './documents.repo';
export { documentsRoutes } from './documents.routes';
export { createDocumentsService, type DocumentsService } from './documents.service';
export { createFileStore } from './file-store';
