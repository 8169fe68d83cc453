/** Stand-ins for the document chat's panes until that feature lands on this branch. */
export function ChatPane({ guid }: { guid: string | null }) {
  void guid;
  return <p className="p-4 text-sm text-slate-700">The chat loads here.</p>;
}

export function InsightsPane({ guid }: { guid: string | null }) {
  void guid;
  return <p className="p-4 text-sm text-slate-700">Insights load here.</p>;
}
