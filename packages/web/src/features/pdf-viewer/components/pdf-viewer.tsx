import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Document } from 'react-pdf';
import { Spinner } from '../../../components/ui/spinner';
import { pdfBytesQuery, pdfErrors } from '../api/load-pdf';
import { pdfOptions } from '../api/pdf-setup';
import { PageColumn } from './page-column';
import { ViewerMessage } from './viewer-message';

/**
 * The PDF viewer of the document workspace (docs/product.md#document-chat): one scrolling column of
 * pages, of which only those on screen and their neighbours are rendered; `?page=` follows the page in
 * view; other parts of the app move it with the navigateToPdfPage event (see goToPdfPage).
 */
export function PdfViewer({ guid }: { guid: string | null }) {
  if (!guid) return <ViewerMessage text="No document specified." />;
  return <LoadedViewer key={guid} guid={guid} />;
}

function LoadedViewer({ guid }: { guid: string }) {
  const bytes = useQuery(pdfBytesQuery(guid));
  const [attempt, setAttempt] = useState(0);
  // pdf.js takes over (detaches) the buffer it is given, so it gets its own copy.
  const file = useMemo(() => (bytes.data ? { data: bytes.data.slice() } : null), [bytes.data, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const [invalid, setInvalid] = useState(false);
  const retry = () => {
    setInvalid(false);
    setAttempt((n) => n + 1);
    void bytes.refetch();
  };

  if (bytes.isPending || (bytes.isFetching && !bytes.data)) return <Centered />;
  if (bytes.isError) return <ViewerMessage text={bytes.error.message || pdfErrors.server} onRetry={retry} />;
  if (invalid) return <ViewerMessage text={pdfErrors.invalid} onRetry={retry} />;
  return (
    <Document
      key={attempt}
      file={file}
      options={pdfOptions}
      loading={<Centered />}
      error={<ViewerMessage text={pdfErrors.invalid} onRetry={retry} />}
      onLoadError={() => setInvalid(true)}
      className="flex h-full min-h-0 flex-col"
    >
      <PageColumn guid={guid} />
    </Document>
  );
}

function Centered() {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <Spinner label="Loading PDF…" />
    </div>
  );
}
