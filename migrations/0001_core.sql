-- Core schema of the embedded commerce backend (ARCHITECTURE decision 6).
-- Money is stored in cents (INTEGER) so sums never drift; the API speaks euros.

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,           -- pbkdf2-sha256$iterations$salt_b64$hash_b64
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT NOT NULL,
  business_id TEXT NOT NULL,             -- Y-tunnus, 1234567-1
  nav_id TEXT NOT NULL UNIQUE,           -- customer number in the ERP
  phone TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  deny_med_listing INTEGER NOT NULL DEFAULT 0,
  scope TEXT NOT NULL DEFAULT '[]',      -- JSON list of permission scopes (spec §6)
  created_at INTEGER NOT NULL
);

-- Access tokens are stored hashed (SHA-256): a leaked table does not leak sessions.
-- Sliding expiry (ARCHITECTURE decision 5): expires_at moves with use, never past max_expires_at.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  max_expires_at INTEGER NOT NULL
);
CREATE INDEX tokens_customer ON tokens(customer_id);
CREATE INDEX tokens_expires ON tokens(expires_at);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  url_path TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  level INTEGER NOT NULL,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  category_has_drugs INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent ON categories(parent_id, position);

-- Simple products and configurable parents share the table; variants point at their parent.
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT 'simple' CHECK (type IN ('simple', 'configurable', 'variant')),
  parent_id INTEGER REFERENCES products(id),
  variant_attribute TEXT,                -- e.g. 'Koko', 'Pakkauskoko'
  variant_value TEXT,                    -- e.g. 'M', '100 tabl'
  description TEXT NOT NULL DEFAULT '',
  pakkauskokoteksti TEXT NOT NULL DEFAULT '',
  image_url TEXT NOT NULL,
  image_label TEXT NOT NULL,
  regular_price_cents INTEGER NOT NULL,  -- list price, alv 0 %
  final_price_cents INTEGER NOT NULL,    -- after catalogue discount, alv 0 %
  vat_class TEXT NOT NULL CHECK (vat_class IN ('medicine', 'food', 'other')),
  new_from_date TEXT,                    -- yyyy-mm-dd
  new_to_date TEXT,
  in_stock INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_parent ON products(parent_id);
CREATE INDEX products_name ON products(name);
CREATE INDEX products_price ON products(final_price_cents);

CREATE TABLE product_media (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_product ON product_categories(product_id);

-- Contract prices per customer (spec §3); product_no is the SKU. price_type 4 = special.
CREATE TABLE contract_prices (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_no TEXT NOT NULL,
  special_price_cents INTEGER NOT NULL,
  price_type INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (customer_id, product_no)
);

CREATE TABLE store_config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Full-text search over Finnish names, SKUs and package texts. remove_diacritics 2 lets
-- "laake" find "lääke" for users typing without Finnish keyboard; prefix indexes make
-- search-as-you-type cheap.
CREATE VIRTUAL TABLE products_fts USING fts5(
  name, sku, pakkauskokoteksti,
  content='products', content_rowid='id',
  tokenize="unicode61 remove_diacritics 2 tokenchars '-'",
  prefix='2 3 4'
);
CREATE TRIGGER products_ai AFTER INSERT ON products BEGIN
  INSERT INTO products_fts(rowid, name, sku, pakkauskokoteksti) VALUES (new.id, new.name, new.sku, new.pakkauskokoteksti);
END;
CREATE TRIGGER products_ad AFTER DELETE ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, name, sku, pakkauskokoteksti) VALUES ('delete', old.id, old.name, old.sku, old.pakkauskokoteksti);
END;
CREATE TRIGGER products_au AFTER UPDATE ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, name, sku, pakkauskokoteksti) VALUES ('delete', old.id, old.name, old.sku, old.pakkauskokoteksti);
  INSERT INTO products_fts(rowid, name, sku, pakkauskokoteksti) VALUES (new.id, new.name, new.sku, new.pakkauskokoteksti);
END;
