import type { AuditEntry } from '@balancer/contract';
import { Link } from 'react-router';
import { auditSentence } from '../api/audit-sentence';
import { changesOf } from '../api/changes';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** One audit entry as a sentence, with its time and a link to the change; the fields and raw JSON behind a toggle. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const sentence = auditSentence(entry);
  const changes = changesOf(entry.before, entry.after);
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2.5 shadow-sm sm:px-4 sm:py-3" data-testid="audit-entry">
      <p className="text-sm break-words text-slate-900">{sentence.text}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <time dateTime={entry.at}>{when(entry.at)}</time>
        {sentence.link ? (
          <Link to={sentence.link.to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {sentence.link.label}
          </Link>
        ) : null}
      </p>
      <details className="mt-1.5 text-sm">
        <summary className="cursor-pointer text-xs font-medium text-slate-700 hover:text-slate-900">Details</summary>
        {changes.length ? (
          <table className="mt-2 w-full table-fixed text-left text-sm">
            <caption className="sr-only">Changed fields</caption>
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col" className="w-1/4 pb-1 font-medium">
                  Field
                </th>
                <th scope="col" className="pb-1 font-medium">
                  Before
                </th>
                <th scope="col" className="pb-1 font-medium">
                  After
                </th>
              </tr>
            </thead>
            <tbody className="align-top">
              {changes.map((c) => (
                <tr key={c.field} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-2 font-medium break-words text-slate-800">
                    {c.field.replaceAll('_', ' ')}
                  </th>
                  <td className="py-1 pr-2 break-words whitespace-pre-line text-slate-700">
                    <span className="line-clamp-6">{c.before}</span>
                  </td>
                  <td className="py-1 break-words whitespace-pre-line text-slate-900">
                    <span className="line-clamp-6">{c.after}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <p className="mt-2 text-xs break-all text-slate-600">
          {entry.entityType} {entry.entityId}
          {entry.requestId ? ` · request ${entry.requestId}` : ''}
        </p>
        {/* It scrolls on a phone: focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
        <pre
          tabIndex={0}
          aria-label="The change as recorded"
          className="mt-2 max-h-72 overflow-auto rounded bg-slate-50 p-2 text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {JSON.stringify({ action: entry.action, before: entry.before, after: entry.after }, null, 2)}
        </pre>
      </details>
    </li>
  );
}
