-- Purchase requests (issue 20 item 4, docs/decisions/041-purchase-requests.md). An order that an
-- approval rule catches is sent for approval: the requester's open cart's lines become the
-- request's lines and the cart is emptied in the same batch (the requester keeps shopping in an
-- empty cart). An approver of the same company changes quantities and approves through the
-- normal checkout (an approval cart, below) or rejects with a reason; the requester may withdraw.
CREATE TABLE purchase_requests (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  requester_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  cart_id TEXT NOT NULL,                 -- the requester's cart the lines came from
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  note TEXT NOT NULL DEFAULT '',         -- the requester's message to the approver
  reasons TEXT NOT NULL DEFAULT '[]',    -- JSON [{code, message}]: the rules that caught it when sent
  idempotency_key TEXT NOT NULL,         -- a retried send finds the request of its key
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  decided_by INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  decided_at INTEGER,
  reject_reason TEXT,
  order_number TEXT,                     -- the order placed by the approval
  notified_at INTEGER,                   -- the requester was told of the approval (once)
  UNIQUE (requester_id, idempotency_key)
);
CREATE INDEX purchase_requests_company ON purchase_requests(company_id, status, created_at DESC);
CREATE INDEX purchase_requests_requester ON purchase_requests(requester_id, created_at DESC);

-- What the requester asked for and what the request holds now (0 = removed by an approver),
-- and who changed it last. position keeps the cart's order of lines.
CREATE TABLE purchase_request_lines (
  request_id INTEGER NOT NULL REFERENCES purchase_requests(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  requested_quantity INTEGER NOT NULL CHECK (requested_quantity BETWEEN 0 AND 999),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 0 AND 999),
  changed_by INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  changed_at INTEGER,
  position INTEGER NOT NULL,
  PRIMARY KEY (request_id, product_id)
);

-- The approval checkout: the approver's active cart holds the request's lines and names the
-- request; placeOrder of such a cart approves the request in its own batch, only while it is
-- pending. The approver's own open cart waits meanwhile as a parked cart: customer_id NULL
-- (so no customer query finds it) and parked_by the approver; it is given back when the
-- approval cart is ordered or cancelled. (A new carts.status would need a rebuild of carts,
-- whose cascades D1 cannot switch off.)
ALTER TABLE carts ADD COLUMN purchase_request_id INTEGER REFERENCES purchase_requests(id) ON DELETE SET NULL;
ALTER TABLE carts ADD COLUMN parked_by INTEGER REFERENCES customers(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX carts_one_parked ON carts(parked_by) WHERE parked_by IS NOT NULL;
