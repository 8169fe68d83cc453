ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_email" text;--> statement-breakpoint
-- An account activated once and inactive now was deactivated by a superuser (when is unknown).
UPDATE "users" SET "deactivated_at" = now() WHERE NOT "is_active" AND "activated_at" IS NOT NULL;
