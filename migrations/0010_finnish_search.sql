-- Product search that understands Finnish (docs/decisions/022). The word forms are computed in
-- TypeScript (worker/search/documents.ts) by the seed and by worker/backend/catalog/searchIndex.ts,
-- not by SQL triggers, so the old trigger-fed index over the raw names goes.
DROP TRIGGER IF EXISTS products_ai;
DROP TRIGGER IF EXISTS products_ad;
DROP TRIGGER IF EXISTS products_au;
DROP TABLE IF EXISTS products_fts;
DROP INDEX IF EXISTS products_search_hits;

-- One row per product: the word forms each ranking tier matches (worker/search/documents.ts).
-- parent_id, sku and in_stock are copied here so ranking never reads the wide product rows.
CREATE TABLE search_docs (
  id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  parent_id INTEGER,
  sku TEXT NOT NULL,
  code_key TEXT NOT NULL,
  in_stock INTEGER NOT NULL,
  words TEXT NOT NULL,
  codes TEXT NOT NULL,
  pack TEXT NOT NULL,
  stems TEXT NOT NULL,
  parts TEXT NOT NULL,
  part_stems TEXT NOT NULL,
  cats TEXT NOT NULL
);

-- Ranking groups and orders thousands of hits by parent, stock and SKU: this covering index
-- answers that without reading the word columns (worker/backend/catalog/search.ts).
CREATE INDEX search_docs_rank ON search_docs(id, parent_id, sku, in_stock, code_key);

-- The word index over those columns; its content is search_docs, filled with
-- INSERT INTO search_fts(search_fts) VALUES ('rebuild') after search_docs is written.
CREATE VIRTUAL TABLE search_fts USING fts5(
  words, codes, pack, stems, parts, part_stems, cats,
  content='search_docs', content_rowid='id',
  tokenize='unicode61',
  prefix='2 3 4'
);

-- The catalogue's words (folded, 5+ letters) with their usual spelling and how many products
-- carry them (open_docs: how many of those are no drug products, docs/decisions/012): the
-- candidates of "Tarkoititko".
CREATE TABLE search_vocab (
  term TEXT PRIMARY KEY,
  display TEXT NOT NULL,
  docs INTEGER NOT NULL,
  open_docs INTEGER NOT NULL
) WITHOUT ROWID;

-- One-typo keys: every vocabulary word and each form of it with one letter removed.
CREATE TABLE search_typos (
  del TEXT NOT NULL,
  term TEXT NOT NULL,
  PRIMARY KEY (del, term)
) WITHOUT ROWID;

-- Stock changes reach the ranking (in stock first) without a rebuild.
CREATE TRIGGER search_docs_stock AFTER UPDATE OF in_stock ON products BEGIN
  UPDATE search_docs SET in_stock = new.in_stock WHERE id = new.id;
END;
