import type { UploadedFile } from '@balancer/contract';
import { displayTitle } from '../api/documents-list';
import { formatPublicationDate, formatSize, formatUploadDate } from './format';
import { StatusBadge } from './status-badge';

/** The row's read-only view: what the file is, where it was published, when and by whom it came in. */
export function FileDetails({ file }: { file: UploadedFile }) {
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{displayTitle(file)}</h2>
        <StatusBadge file={file} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:gap-x-6">
        <dt className="text-slate-600">File name</dt>
        <dd className="break-all text-slate-900">{file.fileName}</dd>
        <dt className="text-slate-600">Publication</dt>
        <dd className="text-slate-900">{file.publication || '—'}</dd>
        <dt className="text-slate-600">Publication date</dt>
        <dd className="text-slate-900">{formatPublicationDate(file.publicationDate)}</dd>
        <dt className="text-slate-600">Uploaded</dt>
        <dd className="text-slate-900">{formatUploadDate(file.dateOfUpload)}</dd>
        {file.uploadedByEmail ? (
          <>
            <dt className="text-slate-600">Uploaded by</dt>
            <dd className="break-all text-slate-900">{file.uploadedByEmail}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">Contents</dt>
        <dd className="text-slate-900">
          {formatSize(file.size)}
          {file.pageCount ? ` · ${file.pageCount} pages` : ''}
          {file.status === 'ready' ? ` · ${file.chunkCount} chunks` : ''}
        </dd>
      </dl>
    </div>
  );
}
