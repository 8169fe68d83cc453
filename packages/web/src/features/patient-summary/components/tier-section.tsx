import type { DetailKind } from './medication-detail';
import { SuggestionItem } from './suggestion-item';
import { emptyTierText, type Tier } from './tiers';

export interface ActiveDetail {
  name: string;
  kind: DetailKind;
}

interface TierSectionProps {
  tier: Tier;
  active: ActiveDetail | null;
  onToggle: (name: string, kind: DetailKind) => void;
}

export function TierSection({ tier, active, onToggle }: TierSectionProps) {
  const headingId = `tier-${tier.key}`;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 px-4 py-3">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {tier.title}
      </h3>
      {tier.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{emptyTierText(tier.key)}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {tier.items.map((item) => (
            <SuggestionItem
              key={item.name}
              item={item}
              active={active?.name === item.name ? active.kind : null}
              onToggle={(kind) => onToggle(item.name, kind)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
