import { z } from 'zod';
import { text } from './text.schema';

const email = text({ error: 'Email is a required field' })
  .trim()
  .min(1, 'Email is a required field')
  .pipe(z.email('Enter a valid email address.').max(254));
const password = z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(256);
const token = text({ error: 'This field is required.' }).min(1, 'This field is required.').max(2000);

/** The address and password fields, shared with the account changes (users.schema.ts). */
export const emailFieldSchema = email;
export const passwordFieldSchema = password;

export const loginRequestSchema = z.object({ email, password });
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const refreshRequestSchema = z.object({ refresh: token });
export const accessTokenSchema = z.object({ access: z.string() });
export const verifyRequestSchema = z.object({ token });

export const registerRequestSchema = z
  .object({
    email,
    firstName: text().trim().max(150).default(''),
    lastName: text().trim().max(150).default(''),
    password,
    rePassword: password,
  })
  .refine((v) => v.password === v.rePassword, { path: ['rePassword'], message: "The two password fields didn't match." });

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isSuperuser: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** 201 from registration: what was asked for, no id, so a taken address answers exactly like a new one. */
export const registerResponseSchema = userSchema.pick({ email: true, firstName: true, lastName: true });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const updateMeRequestSchema = z
  .object({ firstName: text().trim().max(150), lastName: text().trim().max(150) })
  .partial()
  .strict();

export const uidTokenSchema = z.object({ uid: text().min(1).max(64), token });
export const emailRequestSchema = z.object({ email });

const newPasswordPair = { newPassword: password, reNewPassword: password };
const passwordsMatch = (v: { newPassword: string; reNewPassword: string }) => v.newPassword === v.reNewPassword;
const mismatch = { path: ['reNewPassword'], message: "The two password fields didn't match." };

export const resetConfirmRequestSchema = uidTokenSchema.extend(newPasswordPair).refine(passwordsMatch, mismatch);
export const setPasswordRequestSchema = z.object({ currentPassword: password, ...newPasswordPair }).refine(passwordsMatch, mismatch);

/** Claims of the access token; `is_superuser` drives the admin menu in the browser. */
export const accessClaimsSchema = z.object({
  token_type: z.literal('access'),
  user_id: z.number().int(),
  is_superuser: z.boolean(),
  exp: z.number(),
  iat: z.number(),
  jti: z.string(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
