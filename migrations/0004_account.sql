-- The account area of the embedded backend (spec §2 account routes): registration, password
-- reset and one-time login links, billing and e-invoice details, the address book, the
-- responsible veterinarian and change requests, and the mail outbox (ARCHITECTURE decision 6).

-- Billing: the customer's own street/postcode/city (0001) is the company's billing address;
-- e-invoicing adds a verkkolaskuosoite and the operator's välittäjätunnus (both or neither).
ALTER TABLE customers ADD COLUMN einvoice_address TEXT;
ALTER TABLE customers ADD COLUMN einvoice_operator TEXT;
-- One responsible veterinarian per clinic (CATALOGUE.md), which a change request concerns.
ALTER TABLE customers ADD COLUMN vet_name TEXT;
ALTER TABLE customers ADD COLUMN vet_licence_number TEXT;

-- One-time links sent by e-mail: password reset (60 min) and login link (10 min). Like session
-- tokens they are random 256-bit values stored only as SHA-256 hashes. A link is consumed by one
-- conditional UPDATE (used_at IS NULL AND expires_at > now), so it works exactly once even when
-- clicked twice at the same moment. Housekeeping deletes used and expired rows.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('reset', 'login')),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_tokens_customer ON account_tokens(customer_id, kind);
CREATE INDEX account_tokens_expires ON account_tokens(expires_at);

-- The address book: delivery addresses in the shape of contract/schemas/cart.ts AddressSchema.
-- At most one default shipping address per customer (a partial unique index); at most 50
-- addresses, enforced by a conditional INSERT (worker/backend/account/addresses.ts).
CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT NOT NULL,
  street TEXT NOT NULL,                  -- JSON list of 1–2 lines
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'FI',
  telephone TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX customer_addresses_customer ON customer_addresses(customer_id, id);
CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses(customer_id) WHERE is_default = 1;

-- Change-of-veterinarian requests (spec §2 /account/changevet). The shop only records them;
-- the customer service (or the ERP) approves or rejects them.
CREATE TABLE vet_change_requests (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  new_vet_name TEXT NOT NULL,
  licence_number TEXT NOT NULL,
  start_date TEXT NOT NULL,              -- yyyy-mm-dd
  message TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at INTEGER NOT NULL
);
CREATE INDEX vet_change_requests_customer ON vet_change_requests(customer_id, created_at DESC);

-- Mail that was not handed to the `send_email` binding (none configured): dev and tests read it
-- here (worker/mail/outbox.ts). Housekeeping deletes rows after 7 days; the links in them
-- expire long before.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX outbox_created ON outbox(created_at);
