import { assistantSuggestions as suggestionGroups } from '@balancer/contract';

export function Suggestions({ onPick, disabled }: { onPick: (question: string) => void; disabled: boolean }) {
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-700">
        Hi, I'm JJ. I answer from Balancer's medication catalogue and its library of papers, and I name my sources.
      </p>
      {suggestionGroups.map((group) => (
        <div key={group.title}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.title}</h3>
          <ul className="mt-1.5 space-y-1.5">
            {group.questions.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onPick(q)}
                  className="w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-slate-800 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
