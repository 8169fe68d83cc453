/** JJ is writing: three dots that bounce in turn (still for people who prefer less motion). */
export function TypingDots() {
  return (
    <div
      role="status"
      className="mr-auto inline-flex items-center gap-1 rounded-lg bg-white px-3 py-2 shadow-sm"
      data-testid="widget-typing"
    >
      <span className="sr-only">JJ is typing…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
