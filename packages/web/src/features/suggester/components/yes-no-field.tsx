import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InfoTip } from '../../../components/ui/info-tip';

interface YesNoFieldProps {
  name: string;
  question: string;
  rule: string;
  register: UseFormRegisterReturn;
}

/**
 * One Yes/No question: the question and its rule tooltip on the left, the radios on the right, a
 * compact row. Neither radio is checked until the question is answered (issue 39): not answered is
 * taken as No by the suggestions and printed as not answered.
 */
export function YesNoField({ name, question, rule, register }: YesNoFieldProps) {
  const labelId = useId();
  const ruleId = useId();
  // The rule describes the radio group and shows while it has focus, so its "i" needs no Tab stop of its own.
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1.5 sm:[&:has([role=radiogroup]:focus-within)_[role=tooltip]]:visible">
      <div className="flex min-w-0 items-center gap-1.5 text-sm leading-snug text-slate-800">
        <span id={labelId}>{question}</span>
        <InfoTip label={`Rule for: ${question}`} text={rule} id={ruleId} tabbable={false} />
      </div>
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={ruleId} className="flex shrink-0 gap-3">
        {(['Yes', 'No'] as const).map((answer) => (
          <label key={answer} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
            <input type="radio" value={answer} {...register} id={`${name}-${answer}`} className="size-4 accent-brand-700" />
            {answer}
          </label>
        ))}
      </div>
    </div>
  );
}
