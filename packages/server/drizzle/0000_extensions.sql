-- Trigram matching for drug names. Optional: the server works without it and says so at start.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: %', SQLERRM;
END
$$;
