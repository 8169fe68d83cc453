import { Button } from '../../../components/ui/button';

/** A centred message in the viewer pane: the errors (with Retry) and 'No document specified.'. */
export function ViewerMessage({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <div
        role={onRetry ? 'alert' : 'status'}
        className={`max-w-sm rounded-md border px-4 py-3 text-center text-sm ${onRetry ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-700'}`}
      >
        <p className="font-medium">{text}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    </div>
  );
}
