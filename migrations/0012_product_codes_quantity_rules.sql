-- Product codes a clinic orders by, and pack-size quantity rules (issue 19).
-- ean: GTIN-13 with a valid check digit (seed/catalogue/codes.ts); vnr: the Nordic article
-- number of a medicine (6 digits). Both are unique where present, so quick order and search
-- find one product by either.
ALTER TABLE products ADD COLUMN ean TEXT CHECK (ean IS NULL OR (length(ean) = 13 AND ean NOT GLOB '*[^0-9]*'));
ALTER TABLE products ADD COLUMN vnr TEXT CHECK (vnr IS NULL OR (length(vnr) = 6 AND vnr NOT GLOB '*[^0-9]*'));
CREATE UNIQUE INDEX products_ean ON products(ean) WHERE ean IS NOT NULL;
CREATE UNIQUE INDEX products_vnr ON products(vnr) WHERE vnr IS NOT NULL;

-- Quantity rules: at least min_sale_qty, at most max_sale_qty, in steps of qty_increment
-- (a product sold by 10 accepts 10, 20, 30 …). The defaults are spec §5's 1 and 999.
ALTER TABLE products ADD COLUMN min_sale_qty INTEGER NOT NULL DEFAULT 1 CHECK (min_sale_qty >= 1);
ALTER TABLE products ADD COLUMN max_sale_qty INTEGER NOT NULL DEFAULT 999 CHECK (max_sale_qty BETWEEN 1 AND 999);
ALTER TABLE products ADD COLUMN qty_increment INTEGER NOT NULL DEFAULT 1 CHECK (qty_increment >= 1);

-- The answer of a bulk add (POST /api/cart/bulk) per customer or guest cart and Idempotency-Key:
-- a retried request answers the first request's result and adds nothing twice. request_hash
-- refuses the same key reused for another body. Kept one day (housekeeping).
CREATE TABLE cart_bulk_requests (
  owner TEXT NOT NULL,                   -- 'c:<customer id>' or 'g:<guest cart id>'
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response TEXT,                         -- JSON answer once the add is done
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner, idempotency_key)
);
CREATE INDEX cart_bulk_requests_created ON cart_bulk_requests(created_at);
