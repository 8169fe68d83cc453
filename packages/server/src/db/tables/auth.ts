import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** First activation (null: never activated, as opposed to deactivated later). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * Set when a superuser deactivates the account, cleared when one reactivates it: until then no
     * activation link, reset or mail brings it back (a never-activated account is not "deactivated").
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** An address the user asked to change to, waiting for the link mailed there. */
    pendingEmail: text('pending_email'),
    /** The address before the last confirmed change: the link mailed there can bring it back. */
    previousEmail: text('previous_email'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Carried in every token; a token with another number is refused. A password change and a
     * reactivation add one, so every token issued before them dies, whatever the clocks say.
     */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Single-use, expiring tokens for activation and password reset. Only a SHA-256 of the token is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password_reset', 'email_change', 'email_change_cancel'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Failed and successful sign-ins, shared by every server process, for throttling (successes are kept longer: known addresses). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** The known-device token's id the attempt came with, if any (device-token.ts). */
    device: text('device'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_pair_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_device_idx').on(t.email, t.device, t.createdAt),
  ],
);
