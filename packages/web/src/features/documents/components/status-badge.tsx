import type { UploadedFile } from '@balancer/contract';

const styles = {
  processing: 'bg-amber-50 text-amber-900 ring-amber-300',
  ready: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-50 text-red-900 ring-red-300',
} as const;

/** Ingestion state of one file: processing with pages done of pages, ready, or failed with its reason. */
export function StatusBadge({ file }: { file: Pick<UploadedFile, 'status' | 'pagesDone' | 'pageCount' | 'error'> }) {
  const text =
    file.status === 'processing'
      ? `Processing${file.pageCount ? ` · ${file.pagesDone} of ${file.pageCount} pages` : '…'}`
      : file.status === 'ready'
        ? 'Ready'
        : 'Failed';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${styles[file.status]}`}>
        <span className="sr-only">Status: </span>
        {text}
      </span>
      {file.status === 'failed' && file.error ? <span className="text-xs text-red-800">{file.error}</span> : null}
    </span>
  );
}
