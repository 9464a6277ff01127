-- Standing orders (docs/decisions/079-standing-orders.md): a company's recurring order on the
-- shop's delivery calendar, placed by the scheduler through the normal pipeline, exactly once
-- per run.

-- A standing order belongs to its company and is edited by its owner (a user with `orders`);
-- administrators see, pause and cancel all of them. The schedule is every n weeks on a weekday,
-- or monthly on the n-th arkipäivä. active_since: runs whose cut-off came before it (made before
-- the standing order existed, or while it was paused) are not due.
CREATE TABLE standing_orders (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  owner_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'cancelled')),
  paused_reason TEXT,
  frequency TEXT NOT NULL CHECK (frequency IN ('weekly', 'monthly')),
  interval_weeks INTEGER CHECK (interval_weeks BETWEEN 1 AND 12),
  weekday INTEGER CHECK (weekday BETWEEN 1 AND 5),              -- 1 = Monday … 5 = Friday
  business_day INTEGER CHECK (business_day BETWEEN 1 AND 20),   -- the n-th arkipäivä of the month
  start_date TEXT NOT NULL CHECK (start_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  end_date TEXT CHECK (end_date IS NULL OR end_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  reference_template TEXT NOT NULL DEFAULT '' CHECK (length(reference_template) <= 35),
  shipping_address TEXT NOT NULL,        -- JSON, contract/schemas/cart.ts AddressSchema
  shipping_method TEXT NOT NULL,
  payment_method TEXT NOT NULL DEFAULT 'invoice',
  active_since INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((frequency = 'weekly' AND interval_weeks IS NOT NULL AND weekday IS NOT NULL)
      OR (frequency = 'monthly' AND business_day IS NOT NULL))
);
CREATE INDEX standing_orders_company ON standing_orders(company_id, status);
CREATE INDEX standing_orders_owner ON standing_orders(owner_id);

-- The lines every run orders; fulfilment is the buyer's choice for a line that cannot ship in
-- full (NULL: wait for the whole quantity).
CREATE TABLE standing_order_lines (
  standing_order_id INTEGER NOT NULL REFERENCES standing_orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  fulfilment TEXT CHECK (fulfilment IN ('backorder', 'partial')),
  position INTEGER NOT NULL,
  PRIMARY KEY (standing_order_id, product_id)
);

-- One row per run that something happened to, keyed by the standing order and its run date
-- (the schedule's date before the calendar moved it): the UNIQUE key is the scheduler's claim,
-- so overlapping or retried invocations find the row of the first.
--   planned: the buyer skipped or edited it ahead; noticed: the notice went out;
--   requested: it became a purchase request; ordered: its order was placed;
--   skipped: the buyer skipped it; failed: it could not be placed (message says why).
-- cart_id: the run's own cart (carts.run_owner_id), made once; the order of a run is the order
-- of that cart (orders.cart_id is UNIQUE), so a run orders at most once.
CREATE TABLE standing_order_runs (
  id INTEGER PRIMARY KEY,
  standing_order_id INTEGER NOT NULL REFERENCES standing_orders(id) ON DELETE CASCADE,
  run_date TEXT NOT NULL,
  dispatch_date TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'planned'
    CHECK (status IN ('planned', 'noticed', 'requested', 'ordered', 'skipped', 'failed')),
  cart_id TEXT,
  order_number TEXT,
  request_id INTEGER REFERENCES purchase_requests(id) ON DELETE SET NULL,
  message TEXT NOT NULL DEFAULT '',
  notice_lines TEXT,                     -- JSON: the lines and prices the notice showed
  noticed_at INTEGER,
  placed_at INTEGER,
  late_told_at INTEGER,                  -- an unapproved request at the cut-off was told (once)
  lines_edited INTEGER NOT NULL DEFAULT 0, -- the buyer changed this run's lines: the standing order's edits leave them
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (standing_order_id, run_date)
);
CREATE UNIQUE INDEX standing_order_runs_cart ON standing_order_runs(cart_id) WHERE cart_id IS NOT NULL;
CREATE INDEX standing_order_runs_request ON standing_order_runs(request_id) WHERE request_id IS NOT NULL;

-- A run's cart is no customer's open cart (customer_id NULL keeps it out of every customer
-- query and of the one-active-cart index) and no guest cart: run_owner_id names whose prices,
-- rules and approvals it is ordered with.
ALTER TABLE carts ADD COLUMN run_owner_id INTEGER REFERENCES customers(id) ON DELETE CASCADE;

-- The order names the standing order it came from (the order view, the history filter).
ALTER TABLE orders ADD COLUMN standing_order_id INTEGER REFERENCES standing_orders(id) ON DELETE SET NULL;
CREATE INDEX orders_standing_order ON orders(standing_order_id) WHERE standing_order_id IS NOT NULL;
