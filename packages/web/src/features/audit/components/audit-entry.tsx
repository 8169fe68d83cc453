import type { AuditEntry } from '@balancer/contract';
import { changesOf } from '../api/changes';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** One audit entry: who did what to which entity, when, and each changed field before → after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.before, entry.after);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-entry">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{entry.action.replaceAll('_', ' ')}</span> {entry.entity_type.replaceAll('_', ' ')}{' '}
          <code className="rounded bg-slate-100 px-1 text-xs break-all text-slate-800">{entry.entity_id}</code>
        </p>
        <p className="text-xs text-slate-600">
          <time dateTime={entry.at}>{when(entry.at)}</time>
        </p>
      </div>
      <p className="mt-1 text-xs break-all text-slate-600">
        by {entry.actor.email}
        {entry.request_id ? ` · request ${entry.request_id}` : ''}
      </p>
      {changes.length ? (
        <table className="mt-3 w-full table-fixed text-left text-sm">
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
      ) : (
        <p className="mt-2 text-sm text-slate-600">No field changed.</p>
      )}
    </li>
  );
}
