/** A labelled determinate progress bar (role progressbar), or an indeterminate one when max is unknown. */
export function ProgressBar({ label, value, max, detail }: { label: string; value: number; max: number | null; detail: string }) {
  const known = max !== null && max > 0;
  const percent = known ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-700 tabular-nums">{detail}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? Math.min(value, max) : undefined}
        aria-valuetext={detail}
        className="mt-1.5 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none ${known ? '' : 'w-1/3 animate-pulse'}`}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
