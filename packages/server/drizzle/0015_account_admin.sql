ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
-- Accounts active today were activated at some point; when is unknown, so their creation time stands in.
UPDATE "users" SET "activated_at" = "created_at" WHERE "is_active";
