import { z } from 'zod';
import { idParams } from './id.schema';
import { text } from './text.schema';
import { emailFieldSchema, passwordFieldSchema, userSchema } from './auth.schema';

/** One account as the Users page lists it (superusers). `activated`: the account was activated once. */
export const adminUserSchema = userSchema.extend({
  is_active: z.boolean(),
  activated: z.boolean(),
  /** A superuser deactivated it (an inactive account that is not deactivated is awaiting activation). */
  deactivated: z.boolean(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersQuerySchema = z.object({ q: text().trim().max(254).optional() });
export const usersListSchema = z.object({ count: z.number().int(), results: z.array(adminUserSchema) });
export type UsersList = z.infer<typeof usersListSchema>;

/** A superuser's change to another account: role, active, or both. */
export const adminUserChangeSchema = z
  .object({ is_superuser: z.boolean(), is_active: z.boolean() })
  .partial()
  .strict()
  .refine((v) => v.is_superuser !== undefined || v.is_active !== undefined, { message: 'Give is_superuser or is_active.' });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

export const userIdParamsSchema = idParams('a user id');

/** Changing one's own e-mail: the new address gets a confirmation link; the current password proves the owner. */
export const changeEmailRequestSchema = z.object({
  new_email: emailFieldSchema,
  current_password: passwordFieldSchema,
});
