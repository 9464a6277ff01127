-- Availability a buyer can plan with (docs/decisions/073-availability.md).
--
-- The warehouse's count lives on the product row, so every listing reads it with the row it
-- already reads (no join per page). NULL means "not counted": a product the ERP does not feed
-- keeps the old in_stock meaning. The named CHECK is what makes placeOrder's reservation exactly
-- once: a decrement below zero fails its statement, and D1 rolls the whole order batch back.
ALTER TABLE products ADD COLUMN available INTEGER CONSTRAINT stock_not_negative CHECK (available >= 0);
-- ISO date the next delivery is expected, for a product with nothing on the shelf.
ALTER TABLE products ADD COLUMN restock_date TEXT;
-- No longer sold: shown as "Poistunut", never added to a cart again.
ALTER TABLE products ADD COLUMN discontinued INTEGER NOT NULL DEFAULT 0;

-- in_stock stays the one "ships now" flag the search index, the stock filters and the facet
-- counts read (migrations/0011_search_listings.sql, migrations/0022_search_filter_tokens.sql); a
-- counted product's flag follows its count, so the feed and the reservations move it.
CREATE TRIGGER products_available_in_stock AFTER UPDATE OF available, discontinued ON products
WHEN new.type <> 'configurable'
  AND new.in_stock IS NOT (CASE WHEN new.discontinued <> 0 THEN 0
                                WHEN new.available IS NULL THEN new.in_stock
                                ELSE new.available > 0 END)
BEGIN
  UPDATE products
  SET in_stock = CASE WHEN new.discontinued <> 0 THEN 0 ELSE new.available > 0 END
  WHERE id = new.id;
END;

-- Shortage notices by Nordic article number (Vnr): Fimea's open data, or the operator's own.
-- An import replaces all rows of its source, so a notice missing from Fimea's file has ended.
CREATE TABLE shortage_notices (
  vnr TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('fimea', 'operator')),
  starts_on TEXT,
  ends_on TEXT,              -- estimated end while the notice is in force
  text TEXT NOT NULL,
  modified_on TEXT,
  PRIMARY KEY (vnr, source)
);

-- What the buyer chose for a line that cannot ship in full: wait for all of it ('backorder'),
-- or ship what there is now and the rest when it arrives ('partial'). NULL: nothing chosen.
ALTER TABLE cart_items ADD COLUMN fulfilment TEXT CHECK (fulfilment IN ('backorder', 'partial'));

-- An order line's share of the stock: what the order took from the shelf at ordering, what it
-- waits for, how it ships and when the rest is expected.
ALTER TABLE order_lines ADD COLUMN reserved_qty INTEGER;
ALTER TABLE order_lines ADD COLUMN backordered_qty INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN fulfilment TEXT;
ALTER TABLE order_lines ADD COLUMN expected_date TEXT;
CREATE INDEX order_lines_backordered ON order_lines (product_id) WHERE backordered_qty > 0;

-- The ERP's stock feed (docs/decisions/074-operator-stock-feed.md): each batch id is done once.
-- `nonce` is the claim of the batch that wrote the row: the feed's other statements run only
-- under their own claim, so a repeat (or a racing twin) of a batch writes nothing.
CREATE TABLE stock_batches (
  batch_id TEXT PRIMARY KEY,
  request_hash TEXT NOT NULL,
  nonce TEXT NOT NULL,
  response TEXT,
  created_at INTEGER NOT NULL
);

-- What a batch's arrivals gave to backordered order lines, oldest order first: the lines' and the
-- shelf's changes are both made from these rows, and the buyers' news is read from them.
CREATE TABLE stock_fills (
  batch_id TEXT NOT NULL REFERENCES stock_batches(batch_id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL,
  line_no INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  completes INTEGER NOT NULL,   -- 1: the line now has all it waited for
  PRIMARY KEY (batch_id, order_id, line_no)
);

-- News a stock batch makes for the buyers: a backordered line that is now complete ('shipped'),
-- or whose expected date moved ('date'). Written in the batch, mailed after it, each once
-- (sent_at is the claim).
CREATE TABLE stock_news (
  batch_id TEXT NOT NULL REFERENCES stock_batches(batch_id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL,
  line_no INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('shipped', 'date')),
  expected_date TEXT,
  sent_at INTEGER,
  PRIMARY KEY (batch_id, order_id, line_no, kind)
);

-- "Ilmoita kun saatavilla": a user waits for a product to ship again; told once when it does.
CREATE TABLE stock_watches (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  notified_at INTEGER,
  PRIMARY KEY (customer_id, product_id)
);
CREATE INDEX stock_watches_waiting ON stock_watches (product_id) WHERE notified_at IS NULL;
