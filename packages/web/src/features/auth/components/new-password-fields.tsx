import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldError } from '../api/server-errors';
import { passwordRules } from './register-form';
import { TextField } from './text-field';

export const requiredField = z.string().min(1, 'This field is required.');

type PairValues = { new_password: string; re_new_password: string };

/** The new password typed twice (the password change and the reset): merge into a form's schema, then refine. */
export const newPasswordPair = { new_password: requiredField, re_new_password: requiredField };
export const passwordsMatch = (v: PairValues) => v.new_password === v.re_new_password;
export const mismatch = { path: ['re_new_password'], message: "The two password fields didn't match." };

/** "New password" (with the rules as its hint) and "Repeat new password", given their registered inputs and errors. */
export function NewPasswordFields({
  inputs,
  errors,
}: {
  inputs: { new_password: UseFormRegisterReturn; re_new_password: UseFormRegisterReturn };
  errors: FieldErrors<PairValues>;
}) {
  return (
    <>
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordRules}
        error={fieldError(errors.new_password?.message)}
        {...inputs.new_password}
      />
      <TextField
        id="re-new-password"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.re_new_password?.message)}
        {...inputs.re_new_password}
      />
    </>
  );
}
