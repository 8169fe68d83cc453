import type { RiskFlag } from '@balancer/domain';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { PatientFormValues } from '../../../lib/patients/patient-record';
import { riskQuestions } from '../../../lib/patients/risk-questions';
import { YesNoField } from './yes-no-field';

interface RiskAssessmentProps {
  control: Control<PatientFormValues>;
  register: UseFormRegister<PatientFormValues>;
  ruleTooltips?: Partial<Record<RiskFlag, string>>;
  rulesFailed?: boolean;
}

/**
 * The risk questions as compact rows, none answered at first (issue 39). A question left unanswered
 * is taken as No by the suggestions, and the summary and the printout say it was not answered.
 */
export function RiskAssessment({ control, register, ruleTooltips, rulesFailed }: RiskAssessmentProps) {
  const answers = useWatch({ control, name: riskQuestions.map((q) => q.key) });
  const notAnswered = answers.filter((a) => !a).length;
  return (
    <fieldset className="rounded-md border border-slate-200 px-3 pb-1 sm:px-4" aria-describedby="risk-not-answered">
      <legend className="px-1 text-sm font-medium text-slate-800">Risk assessment</legend>
      <p id="risk-not-answered" className="text-xs text-slate-600">
        {notAnswered === 0
          ? 'Every question answered.'
          : `${notAnswered} of ${riskQuestions.length} not answered: taken as No, and printed as not answered.`}
      </p>
      <div className="sm:grid sm:grid-cols-2 sm:gap-x-6">
        {riskQuestions.map((q) => (
          <YesNoField
            key={q.key}
            name={q.key}
            question={q.question}
            rule={
              ruleTooltips?.[q.flag] ??
              (rulesFailed ? 'The rules this answer triggers could not be loaded.' : 'Loading the rules this answer triggers…')
            }
            register={register(q.key)}
          />
        ))}
      </div>
    </fieldset>
  );
}
