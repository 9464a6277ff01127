-- Carts, checkout state and orders of the embedded backend (spec §3/§4, ARCHITECTURE decision 6).
-- D1 has no interactive transactions: every rule that must hold under concurrency is a
-- constraint here (one active cart per customer, one order per cart, one line per product),
-- and the writes that belong together go in one db.batch (see worker/backend/cart/placeOrder.ts).

-- A cart is a guest cart (customer_id NULL, id kept in the HttpOnly guest_cart cookie) or a
-- customer cart. Ids are random 128-bit values as 32 hex characters.
-- status: 'active' (open), 'ordered' (closed by placeOrder), 'merged' (a guest cart whose lines
-- moved into a customer cart at login, docs/decisions/005-cart-merge.md).
-- revision grows with every change, so placeOrder can tell that the cart it priced is still
-- the cart it closes.
CREATE TABLE carts (
  id TEXT PRIMARY KEY CHECK (length(id) = 32),
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ordered', 'merged')),
  revision INTEGER NOT NULL DEFAULT 0,
  shipping_address TEXT,                 -- JSON, contract/schemas/cart.ts AddressSchema
  shipping_method TEXT,                  -- carrier code: posti, matkahuolto, nouto, freeshipping
  billing_address TEXT,                  -- JSON
  billing_same_as_shipping INTEGER NOT NULL DEFAULT 0,
  payment_method TEXT,                   -- invoice
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- One active cart per customer: concurrent "get or create" calls converge on one cart, and the
-- fresh cart made by placeOrder cannot be made twice.
CREATE UNIQUE INDEX carts_one_active_per_customer ON carts(customer_id) WHERE customer_id IS NOT NULL AND status = 'active';
-- Housekeeping deletes guest carts untouched for 30 days (ARCHITECTURE decision 12).
CREATE INDEX carts_guest_updated ON carts(updated_at) WHERE customer_id IS NULL;

-- One line per product (a variant is its own product): adds are an atomic
-- INSERT … ON CONFLICT(cart_id, product_id) DO UPDATE SET quantity = MIN(999, quantity + …).
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),   -- spec §5/§9
  created_at INTEGER NOT NULL,
  UNIQUE (cart_id, product_id)
);

-- Orders as the account area reads them. Web orders come from a cart; cart_id is UNIQUE, so a
-- retried or double-clicked placeOrder can never make a second order of the same cart.
-- External orders (ERP, phone) have no cart. Money in cents, alv 0 % unless named *_tax.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,     -- web orders: W100001, W100002, …
  cart_id TEXT UNIQUE REFERENCES carts(id) ON DELETE SET NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  channel TEXT NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'external')),
  status TEXT NOT NULL DEFAULT 'received',
  shipping_address TEXT,                 -- JSON address
  billing_address TEXT,                  -- JSON address
  shipping_method TEXT,                  -- carrier code
  shipping_breakdown TEXT NOT NULL DEFAULT '[]', -- JSON [{name, value}] as shown at checkout
  payment_method TEXT,
  currency TEXT NOT NULL DEFAULT 'EUR',
  total_quantity INTEGER NOT NULL,
  subtotal_cents INTEGER NOT NULL,       -- sum of row totals (prices the customer pays)
  discount_cents INTEGER NOT NULL DEFAULT 0, -- list price minus paid price, informative
  shipping_cents INTEGER NOT NULL DEFAULT 0,
  tax_cents INTEGER NOT NULL,
  grand_total_cents INTEGER NOT NULL,    -- subtotal + shipping + tax
  taxes TEXT NOT NULL DEFAULT '[]',      -- JSON [{rate, label, amount_cents}]
  created_at INTEGER NOT NULL
);
CREATE INDEX orders_customer ON orders(customer_id, created_at DESC);

-- Order lines are a snapshot: a later catalogue change does not rewrite an old order.
CREATE TABLE order_lines (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  line_no INTEGER NOT NULL,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  options TEXT NOT NULL DEFAULT '',      -- e.g. 'Koko: M'
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  unit_price_cents INTEGER NOT NULL,
  regular_price_cents INTEGER NOT NULL,
  row_total_cents INTEGER NOT NULL,
  vat_rate REAL NOT NULL,                -- percent: 10, 14, 25.5
  tax_cents INTEGER NOT NULL,
  PRIMARY KEY (order_id, line_no)
);
