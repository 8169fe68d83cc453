import { ckdEpi2021, cockcroftGault, dosingSourceLabel, type CreatinineUnit, type RenalResult } from '@balancer/domain';
import { useState } from 'react';
import { CalculatorCard } from './calculator-card';
import { ChoiceField, NumberField, parsed } from './number-field';

function safely(f: () => RenalResult): RenalResult | null {
  try {
    return f();
  } catch {
    return null;
  }
}

/** Cockcroft–Gault creatinine clearance and CKD-EPI 2021 eGFR from typed values that never leave the browser. */
export function RenalFunctionCalculator() {
  const [age, setAge] = useState('');
  const [weight, setWeight] = useState('');
  const [creatinine, setCreatinine] = useState('');
  const [unit, setUnit] = useState<CreatinineUnit>('mg/dL');
  const [sex, setSex] = useState<'female' | 'male'>('female');
  const [a, w, c] = [parsed(age), parsed(weight), parsed(creatinine)];
  const egfr = a !== null && c !== null ? safely(() => ckdEpi2021({ age: a, creatinine: c, unit, sex })) : null;
  const crcl =
    a !== null && c !== null && w !== null ? safely(() => cockcroftGault({ age: a, weightKg: w, creatinine: c, unit, sex })) : null;
  return (
    <CalculatorCard
      id="renal-calc"
      title="Kidney function: creatinine clearance and eGFR"
      fields={
        <>
          <NumberField label="Age" unit="years" value={age} onChange={setAge} step="1" />
          <NumberField label="Weight" unit="kg" value={weight} onChange={setWeight} />
          <NumberField label="Serum creatinine" value={creatinine} onChange={setCreatinine} />
          <ChoiceField
            label="Creatinine unit"
            value={unit}
            onChange={setUnit}
            options={[
              { value: 'mg/dL', label: 'mg/dL' },
              { value: 'µmol/L', label: 'µmol/L' },
            ]}
          />
          <ChoiceField
            label="Sex"
            value={sex}
            onChange={setSex}
            options={[
              { value: 'female', label: 'Female' },
              { value: 'male', label: 'Male' },
            ]}
          />
        </>
      }
    >
      <div aria-live="polite" className="mt-3 space-y-2 text-sm">
        {[egfr, crcl].map((r) =>
          r ? (
            <p key={r.equation} data-testid="renal-result" className="rounded border-l-4 border-brand-700 bg-slate-50 px-3 py-2">
              <strong>
                {r.equation}: {r.value} {r.unit}
              </strong>{' '}
              ({r.band})<span className="block text-xs text-slate-700">Source: {dosingSourceLabel(r.source)}</span>
            </p>
          ) : null,
        )}
        {!egfr && !crcl ? (
          <p className="text-slate-600">Type age and creatinine for eGFR; add weight for creatinine clearance (the labels dose by it).</p>
        ) : null}
      </div>
    </CalculatorCard>
  );
}
