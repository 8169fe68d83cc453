CREATE TABLE "document_bytes" (
	"document_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_bytes_document_id_seq_pk" PRIMARY KEY("document_id","seq")
);
--> statement-breakpoint
ALTER TABLE "document_bytes" ADD CONSTRAINT "document_bytes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "sha256" text;--> statement-breakpoint
-- Existing uploads: their hash, and their bytes cut into 1 MB slices. On PGlite the server then moves
-- the slices into files at start (document-store.ts), leaving this table empty.
UPDATE "documents" d SET "sha256" = encode(sha256(b."bytes"), 'hex') FROM "document_blobs" b WHERE b."document_id" = d."id";--> statement-breakpoint
INSERT INTO "document_bytes" ("document_id", "seq", "bytes")
	SELECT b."document_id", s.seq, substring(b."bytes" FROM s.seq * 1048576 + 1 FOR 1048576)
	FROM "document_blobs" b, generate_series(0, greatest(length(b."bytes") - 1, 0) / 1048576) AS s(seq);--> statement-breakpoint
-- A row without bytes cannot occur (both were written in one transaction); if one does, it stays, unreadable.
UPDATE "documents" SET "sha256" = 'missing' WHERE "sha256" IS NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "sha256" SET NOT NULL;--> statement-breakpoint
DROP TABLE "document_blobs" CASCADE;
