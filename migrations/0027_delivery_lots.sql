-- Lots and expiry on deliveries, and the medicine record (docs/decisions/081-delivery-lots.md).

-- What the medicine record (EU 2019/6 Art. 103) names besides the Vnr, and the operator's
-- promise of remaining shelf life at delivery. Null where the product has none.
ALTER TABLE products ADD COLUMN strength TEXT;
ALTER TABLE products ADD COLUMN dosage_form TEXT;
ALTER TABLE products ADD COLUMN marketing_authorisation TEXT;
ALTER TABLE products ADD COLUMN min_shelf_life_months INTEGER
  CHECK (min_shelf_life_months IS NULL OR min_shelf_life_months BETWEEN 1 AND 60);

-- The ERP's own id of a parcel: the operator route's key, so a repeat is the same delivery.
-- request_hash is the lines and lots the first call gave: they are a record and never change.
ALTER TABLE deliveries ADD COLUMN erp_key TEXT;
ALTER TABLE deliveries ADD COLUMN lines_hash TEXT;
CREATE UNIQUE INDEX deliveries_erp_key ON deliveries(erp_key) WHERE erp_key IS NOT NULL;

-- What a parcel carried. The product's names and codes are copied as they were at delivery:
-- the medicine record shows what arrived, not what the product is called years later.
-- is_medicine marks the lines the medicine record lists (a product of a drug category).
CREATE TABLE delivery_lines (
  delivery_id INTEGER NOT NULL REFERENCES deliveries(id),
  line_no INTEGER NOT NULL,
  product_id INTEGER REFERENCES products(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  ean TEXT,
  vnr TEXT,
  strength TEXT,
  dosage_form TEXT,
  marketing_authorisation TEXT,
  is_medicine INTEGER NOT NULL DEFAULT 0 CHECK (is_medicine IN (0, 1)),
  min_shelf_life_months INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (delivery_id, line_no)
) WITHOUT ROWID;

-- A line's lots: lot (GS1 AI 10, up to 20 characters), expiry (yyyy-mm-dd; null for a lot
-- without one) and how many of the line came from it. Kept at least five years: nothing
-- deletes them (the record's retention, docs/decisions/081-delivery-lots.md).
CREATE TABLE delivery_lots (
  delivery_id INTEGER NOT NULL,
  line_no INTEGER NOT NULL,
  lot TEXT NOT NULL CHECK (length(lot) BETWEEN 1 AND 20),
  expiry TEXT CHECK (expiry IS NULL OR (length(expiry) = 10 AND expiry GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  PRIMARY KEY (delivery_id, line_no, lot),
  FOREIGN KEY (delivery_id, line_no) REFERENCES delivery_lines(delivery_id, line_no)
) WITHOUT ROWID;

-- The medicine record reads a company's received medicines by delivery.
CREATE INDEX delivery_lines_medicine ON delivery_lines(delivery_id) WHERE is_medicine = 1;
