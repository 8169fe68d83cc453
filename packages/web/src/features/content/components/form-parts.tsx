import { useId, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { inputClass, labelClass } from '../../../components/ui/form-styles';

/** A labelled control: the label is tied to the control by the id passed to `children`. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}

type ChoiceProps<T extends string> = {
  label: string;
  value: T;
  /** Each choice as [value, text shown]. */
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
};

/** A labelled drop-down of fixed choices. */
export function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type ChecksProps = {
  legend: string;
  options: { id: string; label: string }[];
  value: string[];
  onChange: (v: string[]) => void;
  /** 3: short labels (medication names), two columns even on a phone. */
  columns?: 2 | 3;
};

/** A group of checkboxes editing a list of ids. */
export function Checks({ legend, options, value, onChange, columns = 2 }: ChecksProps) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className={`mt-1 grid gap-x-4 gap-y-1 ${columns === 3 ? 'grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {options.map((o) => (
          <label key={o.id} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
              checked={value.includes(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((x) => x !== o.id))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The editor's "not yet verified" mark, shared by rules and interactions (the marker prescribers see). */
export function NeedsReviewCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      Not yet verified against its sources (shown as such)
    </label>
  );
}

/** What a draft still lacks, before it can be previewed. */
export function ProblemsAlert({ what, problems }: { what: string; problems: readonly string[] }) {
  if (!problems.length) return null;
  return (
    <Alert tone="error" title={`The ${what} is not complete`}>
      <ul className="list-disc pl-5">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </Alert>
  );
}
