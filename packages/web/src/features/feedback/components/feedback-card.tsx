import type { FeedbackItem } from '@balancer/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useMarkHandled } from '../api/feedback-inbox';

const typeLabel: Record<FeedbackItem['feedbacktype'], string> = { issue: 'Issue', new_feature: 'Feature request', general: 'General' };
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One message: type, sender, date, text, the reported result if any, and Mark handled / Reopen. */
export function FeedbackCard({ item }: { item: FeedbackItem }) {
  const mark = useMarkHandled();
  const handled = item.handledAt !== null;
  const headingId = `feedback-${item.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={headingId} data-testid="feedback-item">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold break-words text-slate-900">
            <span className="mr-2 inline-block rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-900">
              {typeLabel[item.feedbacktype]}
            </span>
            {item.name}
          </h2>
          <p className="mt-0.5 text-xs break-all text-slate-600">
            <a className="underline underline-offset-2" href={`mailto:${item.email}`}>
              {item.email}
            </a>{' '}
            · <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
          </p>
        </div>
        <Button
          variant={handled ? 'secondary' : 'primary'}
          size="sm"
          className="self-start"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: item.id, handled: !handled })}
          aria-label={`${handled ? 'Reopen' : 'Mark handled'}: message from ${item.name}`}
        >
          {handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800">{item.message}</p>
      {item.patient ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3 text-xs text-slate-700">
          <dt className="font-medium">Reported result</dt>
          <dd>
            {item.patient.state}
            {item.patient.riskFactors.length ? `; ${item.patient.riskFactors.join(', ')}` : ''}
          </dd>
          <dt className="font-medium">First line</dt>
          <dd>{item.patient.first.join(', ') || '—'}</dd>
          <dt className="font-medium">Excluded</dt>
          <dd>{item.patient.excluded.join(', ') || '—'}</dd>
        </dl>
      ) : null}
      {handled ? (
        <p className="mt-2 text-xs text-emerald-800">
          Handled {when(item.handledAt!)}
          {item.handledBy ? ` by ${item.handledBy}` : ''}
        </p>
      ) : null}
      {mark.isError ? (
        <Alert tone="error" className="mt-2">
          {errorMessage(mark.error)}
        </Alert>
      ) : null}
    </li>
  );
}
