CREATE TABLE "cds_used_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cds_feedback" ADD COLUMN "override_system" text;--> statement-breakpoint
CREATE INDEX "cds_used_tokens_expires_at_idx" ON "cds_used_tokens" USING btree ("expires_at");