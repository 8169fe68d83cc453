import type { UseFormRegisterReturn } from 'react-hook-form';
import { InfoTip } from '../../../components/ui/info-tip';

interface YesNoFieldProps {
  name: string;
  question: string;
  rule: string;
  register: UseFormRegisterReturn;
}

export function YesNoField({ name, question, rule, register }: YesNoFieldProps) {
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2.5 last:border-b-0">
      <legend className="float-left flex items-center gap-2 text-sm text-slate-800">
        <span>{question}</span>
        <InfoTip label={`Rule for: ${question}`} text={rule} />
      </legend>
      <div className="flex gap-4">
        {(['Yes', 'No'] as const).map((answer) => (
          <label key={answer} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
            <input type="radio" value={answer} {...register} id={`${name}-${answer}`} className="size-4 accent-brand-700" />
            {answer}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
