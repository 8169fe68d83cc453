CREATE TABLE "clinical_content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clinical_content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content" jsonb NOT NULL,
	"hash" text NOT NULL,
	"author_id" integer,
	"author_email" text,
	"reason" text NOT NULL,
	"change" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clinical_content_versions" ADD CONSTRAINT "clinical_content_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP TABLE "medications" CASCADE;--> statement-breakpoint
DELETE FROM "app_meta" WHERE "key" = 'catalogue_seed_version';--> statement-breakpoint
CREATE FUNCTION "clinical_content_versions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'clinical_content_versions is append-only: add a version instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clinical_content_versions_no_change" BEFORE UPDATE OR DELETE ON "clinical_content_versions"
  FOR EACH ROW EXECUTE FUNCTION "clinical_content_versions_append_only"();
