import { z } from 'zod';
import { idParams } from './id.schema';
import { text } from './text.schema';
import { emailFieldSchema, passwordFieldSchema, userSchema } from './auth.schema';

/** One account as the Users page lists it (superusers). `activated`: the account was activated once. */
export const adminUserSchema = userSchema.extend({
  isActive: z.boolean(),
  activated: z.boolean(),
  /** A superuser deactivated it (an inactive account that is not deactivated is awaiting activation). */
  deactivated: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const usersQuerySchema = z.object({ q: text().trim().max(254).optional() });
export const usersListSchema = z.object({ count: z.number().int(), results: z.array(adminUserSchema) });
export type UsersList = z.infer<typeof usersListSchema>;

/** A superuser's change to another account: role, active, or both. */
export const adminUserChangeSchema = z
  .object({ isSuperuser: z.boolean(), isActive: z.boolean() })
  .partial()
  .strict()
  .refine((v) => v.isSuperuser !== undefined || v.isActive !== undefined, { message: 'Give isSuperuser or isActive.' });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

export const userIdParamsSchema = idParams('a user id');

/** Changing one's own e-mail: the new address gets a confirmation link; the current password proves the owner. */
export const changeEmailRequestSchema = z.object({
  newEmail: emailFieldSchema,
  currentPassword: passwordFieldSchema,
});
