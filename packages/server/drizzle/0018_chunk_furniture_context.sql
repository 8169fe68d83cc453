-- The page furniture cut from a passage's text stays searchable with it (docs/adr/0055). A generated column's
-- expression cannot be altered on PostgreSQL 15: the column and its index are made again.
ALTER TABLE "document_chunks" ADD COLUMN "context" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_chunks" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text || ' ' || context)) STORED;--> statement-breakpoint
CREATE INDEX "document_chunks_tsv_idx" ON "document_chunks" USING gin ("tsv");
