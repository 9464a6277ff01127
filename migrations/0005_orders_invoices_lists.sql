-- The account area of the embedded backend (spec §2/§3): where external orders came from,
-- invoices, deliveries and shopping lists. Orders and their lines are in 0003 (checkout writes
-- them; the ERP, here the seed, writes the rest). Money in cents, times in epoch seconds.

-- Orders of other sales channels (orders.channel = 'external'): phone sales, EDI, … The order
-- and its lines live in orders / order_lines like web orders; this is what only they have.
CREATE TABLE external_orders (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  source_system TEXT NOT NULL,           -- 'Puhelinmyynti', 'EDI', 'Myyntiedustaja'
  external_reference TEXT NOT NULL,      -- the order's number in that system
  ordered_by TEXT NOT NULL DEFAULT '',   -- who placed it, when known
  note TEXT NOT NULL DEFAULT ''
);

-- Invoices (14 days net). status holds only what a payment changes; 'overdue' is derived when
-- read (open and the due date has passed), so it needs no job and follows the clock.
-- reference is the Finnish reference number (viitenumero) with its check digit
-- (worker/backend/orders/reference.ts); unique, so a payment always finds its invoice.
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  invoice_number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  issued_at INTEGER NOT NULL,
  due_date TEXT NOT NULL CHECK (due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'), -- Helsinki calendar date
  amount_cents INTEGER NOT NULL,         -- to pay, VAT included
  vat_cents INTEGER NOT NULL,            -- the VAT part of amount_cents
  currency TEXT NOT NULL DEFAULT 'EUR',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
  paid_at INTEGER,
  reference TEXT NOT NULL UNIQUE CHECK (length(reference) BETWEEN 4 AND 20 AND reference NOT GLOB '*[^0-9]*'),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX invoices_customer ON invoices(customer_id, issued_at DESC);
CREATE INDEX invoices_order ON invoices(order_id);

-- Parcels of an order. The status is the latest step whose time has come (read with the
-- clock, like invoice overdue), so a timeline can be loaded ahead of time.
CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  carrier TEXT NOT NULL,                 -- posti, matkahuolto, nouto (carrier codes of checkout)
  tracking_code TEXT NOT NULL,
  packed_at INTEGER NOT NULL,
  shipped_at INTEGER,
  out_for_delivery_at INTEGER,
  delivered_at INTEGER,
  CHECK (shipped_at IS NULL OR shipped_at >= packed_at),
  CHECK (out_for_delivery_at IS NULL OR (shipped_at IS NOT NULL AND out_for_delivery_at >= shipped_at)),
  CHECK (delivered_at IS NULL OR delivered_at >= COALESCE(out_for_delivery_at, shipped_at, packed_at))
);
CREATE INDEX deliveries_order ON deliveries(order_id);

-- Shopping lists (spec §3). title_key is the title trimmed and lower-cased (Finnish rules, done
-- in code: NOCASE folds only ASCII), so 'Rokotteet' and 'ROKOTTEET' cannot both exist.
-- The caps (50 lists, 500 products) are enforced by conditional inserts in
-- worker/backend/shoppinglists/store.ts.
CREATE TABLE shopping_lists (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  title_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, title_key)
);

-- One line per product; adds sum up to at most 999 like cart lines.
CREATE TABLE shopping_list_items (
  list_id INTEGER NOT NULL REFERENCES shopping_lists(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (list_id, product_id)
);
CREATE INDEX shopping_list_items_product ON shopping_list_items(product_id);
