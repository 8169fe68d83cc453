/** A statement; whether its source is verified is counted once per medication (ReviewStatus), not tagged here. */
export type Statement = string | { text: string; needsReview?: boolean | undefined };

/** A titled bullet list of short statements (benefits, risks), or "None listed." when empty. */
export function StatementList({
  title,
  items,
  heading: Heading = 'h3',
}: {
  title: string;
  items: Statement[];
  heading?: 'h3' | 'h4' | 'h5';
}) {
  return (
    <div>
      <Heading className="font-semibold text-slate-900">{title}</Heading>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">None listed.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {items.map((item) => {
            const text = typeof item === 'string' ? item : item.text;
            return <li key={text}>{text}</li>;
          })}
        </ul>
      )}
    </div>
  );
}
