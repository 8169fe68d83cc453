import { useDocuments } from '../../info-pages';

/** The open document's title (and publication) above the viewer, so that the reader knows what is open. */
export function DocumentTitle({ guid }: { guid: string }) {
  const docs = useDocuments();
  const doc = docs.data?.find((d) => d.guid.toLowerCase() === guid.toLowerCase());
  if (!doc) return null;
  const title = doc.title || doc.fileName;
  return (
    <div data-testid="document-title" className="shrink-0 border-b border-slate-200 px-3 py-1.5">
      <h2 className="truncate text-sm font-semibold text-slate-900" title={title}>
        {title}
      </h2>
      {doc.publication ? <p className="truncate text-xs text-slate-600">{doc.publication}</p> : null}
    </div>
  );
}
