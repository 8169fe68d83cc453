/** "Let me think" and pulsing dots while an answer has not started; the dots alone while it streams. */
export function ThinkingIndicator({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 text-slate-600" data-testid={compact ? 'streaming-dots' : 'thinking'}>
      {compact ? <span className="sr-only">Answering…</span> : <span>Let me think</span>}
      <span aria-hidden="true" className="inline-flex gap-0.5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-pulse rounded-full bg-slate-500 motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </span>
  );
}
