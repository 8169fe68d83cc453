import { LithiumLevelCalculator } from './lithium-level-calculator';
import { RenalFunctionCalculator } from './renal-function-calculator';

/** The calculators the guideline and labels use (issue 41). Values typed here stay in this browser: nothing is sent or stored. */
export function DosingCalculators() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">Values typed here stay in this browser: nothing is sent or saved.</p>
      <LithiumLevelCalculator />
      <RenalFunctionCalculator />
    </div>
  );
}
