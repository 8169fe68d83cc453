/** A titled bullet list of short statements (benefits, risks), or "None listed." when empty. */
export function StatementList({ title, items, heading: Heading = 'h3' }: { title: string; items: string[]; heading?: 'h3' | 'h4' | 'h5' }) {
  return (
    <div>
      <Heading className="font-semibold text-slate-900">{title}</Heading>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">None listed.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
