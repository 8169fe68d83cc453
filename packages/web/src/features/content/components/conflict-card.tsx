import type { ContentConflict } from '@balancer/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { ApiClientError, errorMessage } from '../../../lib/api-client';
import { useSettleConflict } from '../api/conflicts-api';
import { areaLabel } from './conflict-areas';
import { ChangeLines, ConflictSide } from './conflict-side';

type Take = 'site' | 'release';

/**
 * One open release conflict: the base, this site's and the release's item side by side (stacked on a
 * phone), each with what it changed, and the choice with its required reason. Taking the release's
 * item is a new content version; when it changes reference patients' suggestions the server asks for
 * a confirmation, offered here with its message.
 */
export function ConflictCard({ conflict, onSettled }: { conflict: ContentConflict; onSettled: (message: string) => void }) {
  const settle = useSettleConflict();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const reasonId = useId();
  const headingId = useId();
  const area = areaLabel(conflict.area);

  const submit = (take: Take, confirm = false) => {
    if (!reason.trim()) return setMissing(true);
    setConfirming(null);
    settle.mutate(
      { area: conflict.area, id: conflict.id, take, reason, confirm },
      {
        onSuccess: (r) =>
          onSettled(
            r.result
              ? `${area} “${conflict.title}”: the release’s version is now active (version ${r.result.version.id}).`
              : `${area} “${conflict.title}”: this site’s version is kept.`,
          ),
        onError: (err) => {
          if (err instanceof ApiClientError && err.code === 'confirmation_required') setConfirming(err.fields?.confirm ?? []);
        },
      },
    );
  };

  return (
    <li className="rounded-md border border-slate-200 bg-white p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {area}: {conflict.title}
      </h3>
      <p className="mt-0.5 text-sm text-slate-700">
        <span className="font-mono break-all">{conflict.id}</span> · from release{' '}
        <span className="font-mono break-all">{conflict.releaseHash}</span>
      </p>
      {conflict.difference.length ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-900">Taking the release’s would change:</p>
          <ChangeLines lines={conflict.difference} />
        </div>
      ) : null}
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        <ConflictSide title="Base" lines={[]} item={conflict.base} tone="base" />
        <ConflictSide title="This site" lines={conflict.siteChanges} item={conflict.site} tone="site" />
        <ConflictSide title="The release" lines={conflict.releaseChanges} item={conflict.release} tone="release" />
      </div>
      <div className="mt-3">
        <label htmlFor={reasonId} className={labelClass}>
          Reason (required)
        </label>
        <textarea
          id={reasonId}
          rows={2}
          value={reason}
          aria-invalid={missing && !reason.trim()}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          className={inputClass}
        />
        {missing && !reason.trim() ? <p className="mt-1 text-sm text-red-700">Say why, for the history and the audit log.</p> : null}
      </div>
      {confirming ? (
        <Alert tone="warning" className="mt-3" title="This changes reference patients’ suggestions">
          <p>
            Taking the release’s changes what{' '}
            {confirming.length === 1 ? 'this reference patient is' : `these ${confirming.length} reference patients are`} offered:
          </p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {confirming.slice(0, 5).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {confirming.length > 5 ? <li>and {confirming.length - 5} more</li> : null}
          </ul>
          <Button className="mt-2" onClick={() => submit('release', true)} disabled={settle.isPending}>
            Take the release’s anyway
          </Button>
        </Alert>
      ) : settle.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(settle.error)}
        </Alert>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => submit('site')} disabled={settle.isPending}>
          Keep this site’s
        </Button>
        <Button onClick={() => submit('release')} disabled={settle.isPending}>
          Take the release’s
        </Button>
      </div>
    </li>
  );
}
