-- Stored rules and assistant sources take the camelCase names of the v2 contract (docs/adr/0029-library-contract-and-v2.md);
-- the legacy adapter derives the original names from them.
UPDATE "document_rule_sets" SET "rules" = (
  SELECT coalesce(jsonb_agg(
    (r - 'chunk_number' - 'chunk_text' - 'source')
      || jsonb_build_object('chunkNumber', r->'chunk_number', 'chunkText', r->'chunk_text')
    ORDER BY ord), '[]'::jsonb)
  FROM jsonb_array_elements("rules") WITH ORDINALITY AS e(r, ord)
) WHERE jsonb_typeof("rules") = 'array' AND jsonb_path_exists("rules", '$[*].chunk_number');
--> statement-breakpoint
UPDATE "conversation_messages" SET "sources" = (
  SELECT coalesce(jsonb_agg(
    (s - 'page_number' - 'chunk_number') || jsonb_build_object('page', s->'page_number', 'chunkNumber', s->'chunk_number')
    ORDER BY ord), '[]'::jsonb)
  FROM jsonb_array_elements("sources") WITH ORDINALITY AS e(s, ord)
) WHERE jsonb_typeof("sources") = 'array' AND jsonb_path_exists("sources", '$[*].page_number');
