-- A search's filters are words of its index (docs/decisions/072-search-filters-in-the-index.md):
-- each listing's filter tokens (worker/search/facetTokens.ts) in a `facets` column that FTS5
-- indexes beside the words, so a filtered search is one FTS5 query. FTS5 cannot add a column,
-- so the index is made again; the tokens are written by the next rebuild of the search index
-- (scripts/seed-if-empty.ts locally, `npm run search:reindex -- --remote` for a deployed database).
ALTER TABLE search_docs ADD COLUMN facets TEXT NOT NULL DEFAULT ' ';
-- The same cold-chain and medicine flags as bits (1 cold chain, 2 medicine), which the facet
-- counts read per sampled listing without scanning its tokens.
ALTER TABLE search_docs ADD COLUMN flags INTEGER NOT NULL DEFAULT 0;

DROP TRIGGER IF EXISTS search_docs_rank;
DROP TABLE IF EXISTS search_fts;

CREATE VIRTUAL TABLE search_fts USING fts5(
  words, codes, pack, stems, parts, part_stems, cats, facets,
  content='search_docs', content_rowid='id',
  tokenize='unicode61',
  prefix='2 3 4 5 6 7 8'
);

-- A stock change moves the listing to its place in the ranking (migrations/0011_search_listings.sql),
-- now with its filter tokens.
CREATE TRIGGER search_docs_rank AFTER UPDATE OF in_stock ON search_docs WHEN old.in_stock <> new.in_stock BEGIN
  INSERT INTO search_fts(search_fts, rowid, words, codes, pack, stems, parts, part_stems, cats, facets)
  VALUES ('delete', old.id, old.words, old.codes, old.pack, old.stems, old.parts, old.part_stems, old.cats, old.facets);
  UPDATE search_docs
  SET id = new.sku_rank + CASE WHEN new.in_stock <> 0 THEN 0 ELSE 1000000000 END
  WHERE id = old.id;
  INSERT INTO search_fts(rowid, words, codes, pack, stems, parts, part_stems, cats, facets)
  SELECT id, words, codes, pack, stems, parts, part_stems, cats, facets FROM search_docs WHERE product_id = new.product_id;
END;

INSERT INTO search_fts(search_fts) VALUES ('rebuild');

-- A configurable product is in stock while any of its variants is, as its listing ranks
-- (search_docs.in_stock, migrations/0011_search_listings.sql): a variant's stock change reaches its
-- parent's row too, so a category page's stock filter, the product card and a search's stock
-- filter (the listing's rowid band) say the same.
CREATE TRIGGER products_parent_stock AFTER UPDATE OF in_stock ON products WHEN new.parent_id IS NOT NULL BEGIN
  UPDATE products
  SET in_stock = (SELECT MAX(in_stock) FROM products WHERE parent_id = new.parent_id)
  WHERE id = new.parent_id
    AND in_stock IS NOT (SELECT MAX(in_stock) FROM products WHERE parent_id = new.parent_id);
END;
