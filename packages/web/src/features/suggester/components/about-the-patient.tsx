import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { aboutQuestions, answeredCount, FEMALE_ONLY } from '../../../lib/patients/about-the-patient';
import type { PatientFormValues } from '../../../lib/patients/patient-record';

interface AboutThePatientProps {
  control: Control<PatientFormValues>;
  register: UseFormRegister<PatientFormValues>;
}

/**
 * "About the patient" (docs/adr/0046): optional questions, collapsed by default, each from the
 * domain's input rows. Not answered, the suggestions are the adult bipolar I answer as before.
 */
export function AboutThePatient({ control, register }: AboutThePatientProps) {
  const about = useWatch({ control, name: 'About' });
  const sexKey = aboutQuestions.find((q) => q.id === 'sex')!.key;
  const answered = answeredCount(about);
  return (
    <details className="rounded-md border border-slate-200 px-4 py-2" open={answered > 0}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        About the patient <span className="font-normal text-slate-600">(optional{answered ? `, ${answered} answered` : ''})</span>
      </summary>
      <p className="mt-2 text-sm text-slate-600">
        Age group, sex, bipolar type, mixed features and the polarity that recurs change the guideline table or the order where CANMAT/ISBD
        does. Leave a question unanswered to get the adult bipolar I answer.
      </p>
      <div className="mt-3 grid gap-4 pb-2 sm:grid-cols-2">
        {aboutQuestions
          .filter((q) => !FEMALE_ONLY.has(q.id) || about?.[sexKey] === 'female')
          .map((q) => (
            <div key={q.id}>
              <label htmlFor={`About-${q.key}`} className={labelClass}>
                {q.question}
              </label>
              <select
                id={`About-${q.key}`}
                className={`${inputClass} mt-1`}
                aria-describedby={`About-${q.key}-hint`}
                {...register(`About.${q.key}`)}
              >
                <option value="">Not answered</option>
                {q.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
              <p id={`About-${q.key}-hint`} className="mt-1 text-xs text-slate-600">
                {q.hint}
              </p>
            </div>
          ))}
      </div>
    </details>
  );
}
