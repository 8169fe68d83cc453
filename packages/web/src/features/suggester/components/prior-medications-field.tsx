import { Controller, type Control } from 'react-hook-form';
import type { ChipSuggestion } from '../../../components/ui/chips-filter';
import { ChipsInput } from '../../../components/ui/chips-input';
import { InfoTip } from '../../../components/ui/info-tip';
import type { PatientFormValues } from '../../../lib/patients/patient-record';

/** The medications already tried, picked by name as chips; each and its combinations are not suggested. */
export function PriorMedicationsField({
  control,
  medicationOptions,
}: {
  control: Control<PatientFormValues>;
  medicationOptions: ChipSuggestion[];
}) {
  return (
    <div>
      <Controller
        control={control}
        name="PriorMedications"
        render={({ field }) => (
          <ChipsInput
            id="PriorMedications"
            label="Prior medications"
            value={field.value}
            onChange={field.onChange}
            suggestions={medicationOptions}
            placeholder="Type a name; Enter picks the top match"
            describedBy="prior-meds-help free-text-warning"
          />
        )}
      />
      <p id="prior-meds-help" className="mt-1 flex items-center gap-2 text-sm text-slate-600">
        Medications already tried are not suggested.
        <InfoTip
          label="Rule for prior medications"
          text="Rule: every medication listed here, and every combination containing it, is not suggested."
        />
      </p>
    </div>
  );
}
