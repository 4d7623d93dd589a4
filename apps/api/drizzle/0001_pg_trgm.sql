-- Korean substring search (a later issue) needs trigram indexes; the extension is enabled here so
-- both PGlite and the PostgreSQL server run the same migrations from the start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
