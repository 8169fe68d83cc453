import { dosingSourceLabel, interpretLithiumLevel } from '@balancer/domain';
import { useState } from 'react';
import { NeedsReview } from '../../../components/ui/needs-review';
import { CalculatorCard } from './calculator-card';
import { ChoiceField, NumberField, parsed } from './number-field';

const statusText = { below: 'Below the range', in: 'In the range', above: 'Above the range' } as const;
const statusTone = {
  below: 'border-sky-600 bg-sky-50',
  in: 'border-emerald-600 bg-emerald-50',
  above: 'border-red-600 bg-red-50',
} as const;

/** Where a trough lithium level lies for the phase and age, and the toxicity band, with sources. Nothing typed leaves the browser. */
export function LithiumLevelCalculator() {
  const [level, setLevel] = useState('');
  const [context, setContext] = useState<'acute' | 'maintenance'>('acute');
  const [age, setAge] = useState<'adult' | 'older'>('adult');
  const value = parsed(level);
  const result = value === null || value > 10 ? null : interpretLithiumLevel({ level: value, context, olderAdult: age === 'older' });
  return (
    <CalculatorCard
      id="lithium-calc"
      title="Lithium level interpretation"
      fields={
        <>
          <NumberField label="Trough serum lithium" unit="mEq/L or mmol/L" value={level} onChange={setLevel} step="0.01" />
          <ChoiceField
            label="Phase"
            value={context}
            onChange={setContext}
            options={[
              { value: 'acute', label: 'Acute episode' },
              { value: 'maintenance', label: 'Maintenance' },
            ]}
          />
          <ChoiceField
            label="Age group"
            value={age}
            onChange={setAge}
            options={[
              { value: 'adult', label: 'Adult under 65' },
              { value: 'older', label: 'Older adult (65+)' },
            ]}
          />
        </>
      }
    >
      <div aria-live="polite" className="mt-3 text-sm">
        {result ? (
          <div data-testid="lithium-result" className={`rounded border-l-4 px-3 py-2 ${statusTone[result.status]}`}>
            <p className="font-semibold">
              {statusText[result.status]}: {result.rangeName.toLowerCase()} range {result.range.low.toFixed(1)}–
              {result.range.high.toFixed(1)} mEq/L.
            </p>
            <p className="text-xs text-slate-700">Source: {dosingSourceLabel(result.rangeSource)}</p>
            {result.toxicity ? (
              <p className="mt-1">
                <strong>{result.toxicity.name}</strong> (from {result.toxicity.from} mEq/L): {result.toxicity.signs}.{' '}
                {result.toxicity.action}.
                <NeedsReview when={result.toxicity.needsReview} />
                <span className="block text-xs text-slate-700">Source: {dosingSourceLabel(result.toxicity.source)}</span>
              </p>
            ) : null}
            <ul className="mt-1 list-disc pl-5 text-xs text-slate-700">
              {result.cautions.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-slate-600">Type a level to see where it lies.</p>
        )}
      </div>
    </CalculatorCard>
  );
}
