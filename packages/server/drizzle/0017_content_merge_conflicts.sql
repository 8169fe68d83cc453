CREATE TABLE "content_merge_conflicts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_merge_conflicts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area" text NOT NULL,
	"item_id" text NOT NULL,
	"base" jsonb,
	"site" jsonb,
	"release" jsonb,
	"location" jsonb NOT NULL,
	"release_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settlement" text,
	"settled_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_merge_conflicts_open_idx" ON "content_merge_conflicts" USING btree ("area","item_id") WHERE "content_merge_conflicts"."settled_at" is null;