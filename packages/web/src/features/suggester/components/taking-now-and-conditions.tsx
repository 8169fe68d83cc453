import { useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { ChipsInput } from '../../../components/ui/chips-input';
import { conditionOptions, conditionsLabel, takingNowLabel, takingNowOptions } from '../../../lib/patients/record-pickers';
import type { PatientFormValues } from '../../../lib/patients/patient-record';

/**
 * What the patient takes now and the conditions on record (issue 37), picked by name as the prior
 * medications are. Taken now is not tried before: an interaction rule reads it, and a combination
 * holding it is an add-on. Left empty, no rule about either applies. Collapsed until used (issue 39:
 * a shorter form on a phone); open when either holds a name.
 */
export function TakingNowAndConditions({ control }: { control: Control<PatientFormValues> }) {
  const picked = useWatch({ control, name: ['TakingNow', 'Conditions'] }).reduce((n, list) => n + list.length, 0);
  // Open at first when it holds something (an edited patient); never closed under the user's hands.
  const [openAtFirst] = useState(picked > 0);
  return (
    <details className="rounded-md border border-slate-200 px-3 py-2 sm:px-4" open={openAtFirst}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        Taking now and conditions{' '}
        <span className="font-normal text-slate-600">(optional, checked for interactions{picked ? `, ${picked} given` : ''})</span>
      </summary>
      <div className="mt-3 grid gap-4 pb-2 sm:grid-cols-2">
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
    </details>
  );
}
