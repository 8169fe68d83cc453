import { useId } from 'react';
import { inputClass, labelClass } from './form-styles';

/** A labelled drop-down, as the admin lists use for their filters. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  className = 'sm:w-56',
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
