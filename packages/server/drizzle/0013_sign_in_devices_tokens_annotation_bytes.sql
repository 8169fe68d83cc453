ALTER TABLE "login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "annotations" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("email","device","created_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tokens_valid_after";--> statement-breakpoint
-- Issue 28: stamps are raster images only (SVG can carry scripts); SVG stamps saved before are removed.
DELETE FROM "annotations" WHERE "kind" = 'stamp' AND "data"->>'image' LIKE 'data:image/svg+xml%';--> statement-breakpoint
-- The storage quota sums these sizes: existing annotations get theirs.
UPDATE "annotations" SET "bytes" = octet_length("data"::text);
