import type { UploadedFile } from '@balancer/contract';

/** An invented library entry for component tests. */
export function sampleFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: 1,
    guid: '6f1c3a52-8d4e-4b7a-9c1e-2f3a4b5c6d7e',
    fileName: 'handbook.pdf',
    title: 'Invented monitoring handbook',
    publication: 'Journal of Invented Studies',
    publicationDate: '2024-03-31',
    dateOfUpload: '2025-02-04T18:05:09.000Z',
    size: 48_213,
    pageCount: 10,
    fileType: 'application/pdf',
    uploadedByEmail: 'admin@example.org',
    status: 'ready',
    error: null,
    pagesDone: 10,
    chunkCount: 14,
    ...overrides,
  };
}
