import { Controller, type Control } from 'react-hook-form';
import { ChipsInput } from '../../../components/ui/chips-input';
import { conditionOptions, conditionsLabel, takingNowLabel, takingNowOptions } from '../../../lib/patients/record-pickers';
import type { PatientFormValues } from '../../../lib/patients/patient-record';

/**
 * What the patient takes now and the conditions on record (issue 37), picked by name as the prior
 * medications are. Taken now is not tried before: an interaction rule reads it, and a combination
 * holding it is an add-on. Left empty, no rule about either applies.
 */
export function TakingNowAndConditions({ control }: { control: Control<PatientFormValues> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <Controller
          control={control}
          name="TakingNow"
          render={({ field }) => (
            <ChipsInput
              id="TakingNow"
              label={`${takingNowLabel} (optional)`}
              value={field.value}
              onChange={field.onChange}
              suggestions={takingNowOptions}
              placeholder="Any drug, by name or brand"
              describedBy="taking-now-help"
            />
          )}
        />
        <p id="taking-now-help" className="mt-1 text-sm text-slate-600">
          Checked for interactions; a combination holding one is offered as an add-on.
        </p>
      </div>
      <div>
        <Controller
          control={control}
          name="Conditions"
          render={({ field }) => (
            <ChipsInput
              id="Conditions"
              label={`${conditionsLabel} (optional)`}
              value={field.value}
              onChange={field.onChange}
              suggestions={conditionOptions}
              placeholder="e.g. long QT syndrome, epilepsy, dementia"
              describedBy="conditions-help"
            />
          )}
        />
        <p id="conditions-help" className="mt-1 text-sm text-slate-600">
          Checked for contraindications (long QT, epilepsy, dementia …).
        </p>
      </div>
    </div>
  );
}
