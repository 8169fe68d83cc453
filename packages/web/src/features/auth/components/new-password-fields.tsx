import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldError } from '../api/server-errors';
import { passwordRules } from './register-form';
import { TextField } from './text-field';

export const requiredField = z.string().min(1, 'This field is required.');

type PairValues = { newPassword: string; reNewPassword: string };

/** The new password typed twice (the password change and the reset): merge into a form's schema, then refine. */
export const newPasswordPair = { newPassword: requiredField, reNewPassword: requiredField };
export const passwordsMatch = (v: PairValues) => v.newPassword === v.reNewPassword;
export const mismatch = { path: ['reNewPassword'], message: "The two password fields didn't match." };

/** "New password" (with the rules as its hint) and "Repeat new password", given their registered inputs and errors. */
export function NewPasswordFields({
  inputs,
  errors,
}: {
  inputs: { newPassword: UseFormRegisterReturn; reNewPassword: UseFormRegisterReturn };
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
        error={fieldError(errors.newPassword?.message)}
        {...inputs.newPassword}
      />
      <TextField
        id="re-new-password"
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.reNewPassword?.message)}
        {...inputs.reNewPassword}
      />
    </>
  );
}
