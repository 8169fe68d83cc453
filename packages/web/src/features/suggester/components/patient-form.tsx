import { zodResolver } from '@hookform/resolvers/zod';
import { moodStateSchema, type RiskFlag } from '@balancer/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { ChipSuggestion } from '../../../components/ui/chips-filter';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { defaultPatientFormValues, patientFormSchema, type PatientFormValues } from '../../../lib/patients/patient-record';
import { episodeQuestions } from '../../../lib/patients/risk-questions';
import { AboutThePatient } from './about-the-patient';
import { FreeTextNotes } from './free-text-notes';
import { IdentifierWarning } from './identifier-warning';
import { PhiCertification } from './phi-certification';
import { PriorMedicationsField } from './prior-medications-field';
import { RiskAssessment } from './risk-assessment';
import { TakingNowAndConditions } from './taking-now-and-conditions';

export interface PatientFormProps {
  editingId: string | null;
  defaultValues: PatientFormValues;
  medicationOptions: ChipSuggestion[];
  submitting: boolean;
  error: string | null;
  certified: boolean;
  onCertify: () => void;
  onSubmit: (values: PatientFormValues) => void;
  /** What a Yes to each question does, from the server's active rules (absent while loading). */
  ruleTooltips?: Partial<Record<RiskFlag, string>>;
  /** The rules could not be fetched: the tooltips say so instead of loading forever. */
  rulesFailed?: boolean;
}

export function PatientForm(props: PatientFormProps) {
  const { editingId, defaultValues, medicationOptions, submitting, error, certified, onCertify, onSubmit, ruleTooltips, rulesFailed } =
    props;
  const { register, handleSubmit, control, reset, setValue } = useForm<PatientFormValues>({
    resolver: zodResolver(patientFormSchema),
    defaultValues,
  });
  const [otherDiagnosis, currentMedications, description, priorMedications, takingNow, conditions] = useWatch({
    control,
    name: ['OtherDiagnosis', 'CurrentMedications', 'Description', 'PriorMedications', 'TakingNow', 'Conditions'],
  });
  // Chips are free text too: they are scanned joined, as typed.
  const freeText = [otherDiagnosis, currentMedications, description, ...[priorMedications, takingNow, conditions].map((c) => c.join(' '))];
  const stateField = register('Diagnosis');
  // The form opens on a click elsewhere: the first field takes focus, so that keyboard users start there.
  useEffect(() => document.getElementById('Diagnosis')?.focus({ preventScroll: true }), []);

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={editingId ? `Edit patient ${editingId}` : 'New patient'}
      className="space-y-4 sm:space-y-5"
    >
      <div>
        <label htmlFor="Diagnosis" className={labelClass}>
          Current or most recent state
        </label>
        <select
          id="Diagnosis"
          className={`${inputClass} mt-1 sm:max-w-xs`}
          {...stateField}
          onChange={(e) => {
            void stateField.onChange(e);
            setValue('OtherDiagnosis', '');
          }}
        >
          {moodStateSchema.options.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={labelClass}>Has the patient ever had an episode of:</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {episodeQuestions.map((q) => (
            <label key={q.key} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-brand-700" {...register(q.key)} />
              {q.label}
            </label>
          ))}
        </div>
      </fieldset>

      <RiskAssessment control={control} register={register} ruleTooltips={ruleTooltips} rulesFailed={rulesFailed} />

      <PriorMedicationsField control={control} medicationOptions={medicationOptions} />

      <TakingNowAndConditions control={control} />

      <AboutThePatient control={control} register={register} />

      <FreeTextNotes control={control} register={register} />
      <IdentifierWarning id="free-text-warning" texts={freeText} />

      <PhiCertification certified={certified} onCertify={onCertify} />

      {error ? (
        <Alert tone="error" title="The suggestions could not be loaded.">
          {error} Your entries are kept; try again.
        </Alert>
      ) : null}

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={() => reset(defaultPatientFormValues)}>
          Clear Form
        </Button>
        <Button type="submit" disabled={submitting || !certified} aria-describedby={certified ? undefined : 'certify-hint'}>
          {submitting ? 'Loading...' : editingId ? 'Edit Form' : 'Submit'}
        </Button>
      </div>
      {!certified ? (
        <p id="certify-hint" className="-mt-3 text-right text-sm text-slate-600">
          Confirm the no-PHI notice above to submit.
        </p>
      ) : null}
    </form>
  );
}
