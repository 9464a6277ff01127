-- Invoices made by the backend (docs/decisions/084-einvoices.md).
-- An operator command invoices a delivered order once: at most one invoice per order.
-- A credit note is a row of its own kind that names the invoice it credits and the claim it
-- settles, once per claim reference; its lines are its own (an invoice's lines are its order's).
-- A company's credit limit is set by the operator; NULL is none agreed.
ALTER TABLE invoices ADD COLUMN kind TEXT NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit_note'));
ALTER TABLE invoices ADD COLUMN credits_invoice_id INTEGER REFERENCES invoices(id);
ALTER TABLE invoices ADD COLUMN claim_reference TEXT;
CREATE UNIQUE INDEX invoices_one_per_order ON invoices(order_id) WHERE kind = 'invoice' AND order_id IS NOT NULL;
CREATE UNIQUE INDEX invoices_claim_reference ON invoices(claim_reference) WHERE claim_reference IS NOT NULL;
CREATE INDEX invoices_credits ON invoices(credits_invoice_id) WHERE credits_invoice_id IS NOT NULL;

CREATE TABLE credit_note_lines (
  credit_note_id INTEGER NOT NULL REFERENCES invoices(id),
  line_no INTEGER NOT NULL,              -- the credited invoice's line (its order's line, or the shipping's)
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  gtin TEXT,
  vnr TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_cents INTEGER NOT NULL,     -- VAT excluded
  net_cents INTEGER NOT NULL,
  vat_rate REAL NOT NULL,
  PRIMARY KEY (credit_note_id, line_no)
);

ALTER TABLE companies ADD COLUMN credit_limit_cents INTEGER CHECK (credit_limit_cents IS NULL OR credit_limit_cents >= 0);
