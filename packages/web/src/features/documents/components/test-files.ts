import type { UploadedFile } from '@balancer/contract';

/** An invented library entry for component tests. */
export function sampleFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: 1,
    guid: '6f1c3a52-8d4e-4b7a-9c1e-2f3a4b5c6d7e',
    file_name: 'handbook.pdf',
    title: 'Invented monitoring handbook',
    publication: 'Journal of Invented Studies',
    publication_date: '2024-03-31',
    date_of_upload: '2025-02-04T18:05:09.000Z',
    size: 48_213,
    page_count: 10,
    file_type: 'application/pdf',
    uploaded_by_email: 'admin@example.org',
    status: 'ready',
    error: null,
    pages_done: 10,
    chunk_count: 14,
    ...overrides,
  };
}
