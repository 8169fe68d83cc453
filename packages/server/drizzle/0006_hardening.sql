ALTER TABLE "jobs" ADD COLUMN "run_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_pair_idx" ON "login_attempts" USING btree ("email","ip","created_at");--> statement-breakpoint
-- Existing sessions stay valid until the next password change; rows already in the outbox were logged, not queued.
UPDATE "users" SET "tokens_valid_after" = "password_changed_at";--> statement-breakpoint
UPDATE "mail_outbox" SET "sent_at" = "created_at";
