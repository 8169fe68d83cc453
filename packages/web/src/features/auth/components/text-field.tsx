import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { errorTextClass, inputClass, labelClass } from '../../../components/ui/form-styles';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the label before any error (e.g. the password rules). */
  hint?: ReactNode;
  /** One message or several (the server may list several password problems). */
  error?: string | string[] | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and errors wired to aria-describedby. */
export function TextField({ id, label, hint, error, ref, ...input }: TextFieldProps) {
  const errors = (Array.isArray(error) ? error : error ? [error] : []).filter(Boolean);
  const describedBy = [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
      <input
        id={id}
        ref={ref}
        className={`${inputClass} mt-1`}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {errors.length === 1 ? (
        <p id={`${id}-error`} className={errorTextClass}>
          {errors[0]}
        </p>
      ) : errors.length > 1 ? (
        <ul id={`${id}-error`} className={`${errorTextClass} list-disc space-y-0.5 pl-5`}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
