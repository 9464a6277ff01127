-- Product search's synonyms and zero-hit counts (docs/decisions/066-search-synonyms-and-zero-hits.md).
--
-- The operator's synonym table, as the CSV writes it (seed/search/synonyms.csv,
-- `npm run search:synonyms`): a one-way row makes `term` also find each of its `targets`
-- (an everyday word or an INN/English name → the catalogue's word), a two-way row makes the term
-- and every target find each other. Applied when a query is read, never indexed: an edit needs
-- no reindex.
CREATE TABLE search_synonyms (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('one-way', 'two-way')),
  -- A word or phrase as the buyer types it.
  term TEXT NOT NULL CHECK (length(term) BETWEEN 1 AND 200),
  -- One or more words or phrases, separated by '|'.
  targets TEXT NOT NULL CHECK (length(targets) BETWEEN 1 AND 1000),
  note TEXT NOT NULL DEFAULT ''
);

-- Each Worker isolate keeps the table in memory and reads only this row with every search, in
-- the search's own batch. Every change draws a new random version, so an isolate sees an edit
-- on its next search, and a database made afresh never repeats an old version.
CREATE TABLE search_synonym_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO search_synonym_version (id, version) VALUES (1, random() % 1000000000000000);

CREATE TRIGGER search_synonyms_inserted AFTER INSERT ON search_synonyms BEGIN
  UPDATE search_synonym_version SET version = random() % 1000000000000000 WHERE id = 1;
END;
CREATE TRIGGER search_synonyms_updated AFTER UPDATE ON search_synonyms BEGIN
  UPDATE search_synonym_version SET version = random() % 1000000000000000 WHERE id = 1;
END;
CREATE TRIGGER search_synonyms_deleted AFTER DELETE ON search_synonyms BEGIN
  UPDATE search_synonym_version SET version = random() % 1000000000000000 WHERE id = 1;
END;

-- Searches that found nothing, per Helsinki day: the query folded (lower case, no diacritics,
-- single spaces) and nothing else, no customer, no address.
CREATE TABLE search_zero_hits (
  day TEXT NOT NULL,
  query TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, query)
) WITHOUT ROWID;
