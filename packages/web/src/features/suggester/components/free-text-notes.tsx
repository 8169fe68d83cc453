import { useState } from 'react';
import { freeTextLimits } from '@balancer/contract';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { FREE_TEXT_KEPT } from '../../../lib/patients/free-text';
import type { PatientFormValues } from '../../../lib/patients/patient-record';

interface FreeTextNotesProps {
  control: Control<PatientFormValues>;
  register: UseFormRegister<PatientFormValues>;
}

/**
 * Other diagnoses, medication notes and notes (issue 39): free text, collapsed until used. Kept in
 * this browser and printed; never sent, and the suggestions do not read them: the form says so.
 */
export function FreeTextNotes({ control, register }: FreeTextNotesProps) {
  const typed = useWatch({ control, name: ['OtherDiagnosis', 'CurrentMedications', 'Description'] }).filter((t) => t.trim()).length;
  // Open at first when it holds something (an edited patient); never closed under the user's hands.
  const [openAtFirst] = useState(typed > 0);
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2 sm:px-4" open={openAtFirst}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        Notes for the printout <span className="font-normal text-slate-600">(optional{typed ? `, ${typed} filled in` : ''})</span>
      </summary>
      <p id="free-text-kept" className="mt-2 text-sm text-slate-700">
        Free text, {FREE_TEXT_KEPT}. Use &ldquo;Taking now&rdquo; and &ldquo;Conditions&rdquo; for what the suggestions should check.
      </p>
      <div className="mt-3 grid gap-4 pb-2 sm:grid-cols-2">
        <TextField id="OtherDiagnosis" label="Other diagnoses" max={freeTextLimits.otherDiagnosis} register={register} />
        <TextField id="CurrentMedications" label="Medication notes" max={freeTextLimits.currentMedications} register={register} />
        <div className="sm:col-span-2">
          <TextField id="Description" label="Notes" max={freeTextLimits.description} register={register} multiline />
        </div>
      </div>
    </details>
  );
}

interface TextFieldProps {
  id: 'OtherDiagnosis' | 'CurrentMedications' | 'Description';
  label: string;
  max: number;
  register: UseFormRegister<PatientFormValues>;
  multiline?: boolean;
}

function TextField({ id, label, max, register, multiline = false }: TextFieldProps) {
  const props = {
    id,
    className: `${inputClass} mt-1`,
    maxLength: max,
    'aria-describedby': 'free-text-kept free-text-warning',
    ...register(id),
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label} <span className="font-normal text-slate-600">(not used for the suggestions)</span>
      </label>
      {multiline ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
    </div>
  );
}
