-- Product search ranks listings, not product rows (docs/decisions/022): one search_docs row per
-- listed product with its variants merged in, numbered in ranking order (in stock first, then
-- SKU) so that FTS5, which reads matches in rowid order, finds a tier's best rows first and can
-- stop there. The index is rebuilt from the catalogue after this migration
-- (scripts/seed-if-empty.ts locally, `npm run search:reindex -- --remote` for a deployed database).
DROP TRIGGER IF EXISTS search_docs_stock;
DROP TABLE IF EXISTS search_fts;
DROP TABLE IF EXISTS search_docs;

CREATE TABLE search_docs (
  -- The rank: sku_rank for a listing in stock, sku_rank + 1,000,000,000 for one out of stock.
  id INTEGER PRIMARY KEY,
  -- The listed product (a product without a parent).
  product_id INTEGER NOT NULL UNIQUE REFERENCES products(id) ON DELETE CASCADE,
  sku_rank INTEGER NOT NULL,
  in_stock INTEGER NOT NULL,
  words TEXT NOT NULL,
  codes TEXT NOT NULL,
  pack TEXT NOT NULL,
  stems TEXT NOT NULL,
  parts TEXT NOT NULL,
  part_stems TEXT NOT NULL,
  cats TEXT NOT NULL
);

-- Prefix indexes up to 8 letters: a typed beginning shared by many words (injektio…) is then
-- one entry list to read, not a merge of every word's list (about 20 % more index, docs/decisions/022).
CREATE VIRTUAL TABLE search_fts USING fts5(
  words, codes, pack, stems, parts, part_stems, cats,
  content='search_docs', content_rowid='id',
  tokenize='unicode61',
  prefix='2 3 4 5 6 7 8'
);

-- A stock change of a product or of any of its variants reaches its listing's stock ...
CREATE TRIGGER search_docs_stock AFTER UPDATE OF in_stock ON products BEGIN
  UPDATE search_docs
  SET in_stock = (
    SELECT MAX(in_stock) FROM products
    WHERE id = COALESCE(new.parent_id, new.id) OR parent_id = COALESCE(new.parent_id, new.id)
  )
  WHERE product_id = COALESCE(new.parent_id, new.id);
END;

-- ... and moves the listing to its place in the ranking: out of the FTS5 index under its old
-- rowid, into it under the new one (worker/search/documents.ts docRowid).
CREATE TRIGGER search_docs_rank AFTER UPDATE OF in_stock ON search_docs WHEN old.in_stock <> new.in_stock BEGIN
  INSERT INTO search_fts(search_fts, rowid, words, codes, pack, stems, parts, part_stems, cats)
  VALUES ('delete', old.id, old.words, old.codes, old.pack, old.stems, old.parts, old.part_stems, old.cats);
  UPDATE search_docs
  SET id = new.sku_rank + CASE WHEN new.in_stock <> 0 THEN 0 ELSE 1000000000 END
  WHERE id = old.id;
  INSERT INTO search_fts(rowid, words, codes, pack, stems, parts, part_stems, cats)
  SELECT id, words, codes, pack, stems, parts, part_stems, cats FROM search_docs WHERE product_id = new.product_id;
END;
