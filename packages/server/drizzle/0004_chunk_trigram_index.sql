-- Trigram index for fuzzy drug-name matching in passages; skipped where pg_trgm is missing.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS document_chunks_text_trgm_idx ON document_chunks USING gin (text gin_trgm_ops);
  ELSE
    RAISE NOTICE 'pg_trgm is not available: no trigram index on document_chunks';
  END IF;
END
$$;
