CREATE TABLE "cds_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cds_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client" text NOT NULL,
	"card_uuid" uuid NOT NULL,
	"card_kind" text,
	"outcome" text NOT NULL,
	"override_reason" text,
	"outcome_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cds_feedback_created_at_idx" ON "cds_feedback" USING btree ("created_at");