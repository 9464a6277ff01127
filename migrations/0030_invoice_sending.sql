-- Invoices sent where the company wants them (docs/decisions/085-invoice-sending.md).
-- The invoice channel belongs to the company, not to one of its users: its e-invoice address
-- moves from customers to companies, with the channel and the address invoices are mailed to.
ALTER TABLE companies ADD COLUMN invoice_channel TEXT NOT NULL DEFAULT 'email' CHECK (invoice_channel IN ('einvoice', 'email'));
ALTER TABLE companies ADD COLUMN einvoice_address TEXT;
ALTER TABLE companies ADD COLUMN einvoice_operator TEXT;
ALTER TABLE companies ADD COLUMN billing_email TEXT;

-- A company takes the e-invoice address its first user with one saved, and then receives its
-- invoices as e-invoices; the others are mailed, to whoever ordered until they give a billing e-mail.
UPDATE companies SET
  einvoice_address = (SELECT cu.einvoice_address FROM customers cu
                      WHERE cu.company_id = companies.id AND cu.einvoice_address IS NOT NULL ORDER BY cu.id LIMIT 1),
  einvoice_operator = (SELECT cu.einvoice_operator FROM customers cu
                       WHERE cu.company_id = companies.id AND cu.einvoice_address IS NOT NULL ORDER BY cu.id LIMIT 1);
UPDATE companies SET invoice_channel = 'einvoice' WHERE einvoice_address IS NOT NULL;
ALTER TABLE customers DROP COLUMN einvoice_address;
ALTER TABLE customers DROP COLUMN einvoice_operator;

-- Each new invoice and credit note is sent once. Its row is written in the same batch as the
-- invoice, with the channel and the recipient of that moment, and a message id that every
-- attempt reuses: the operator and mail readers see a retry as the same message.
-- A sender claims a row ('sending', until claimed_until); a claim that outlives its lease was
-- lost with its Worker: an e-invoice's is claimed again, a mail's is left 'failed' to be checked.
CREATE TABLE invoice_sendings (
  invoice_id INTEGER PRIMARY KEY REFERENCES invoices(id),
  channel TEXT NOT NULL CHECK (channel IN ('einvoice', 'email')),
  recipient TEXT NOT NULL,               -- the e-invoice address, or the e-mail address
  operator TEXT,                         -- the recipient's e-invoice operator (none for Peppol)
  format TEXT NOT NULL CHECK (format IN ('finvoice', 'peppol', 'pdf')),
  message_id TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  claimed_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX invoice_sendings_open ON invoice_sendings(status) WHERE status IN ('pending', 'sending');

-- The local e-invoice operator (localOperator in worker/backend/sending/einvoiceOperator.ts): the files that would go
-- to the operator's API, for dev and tests to read. One file per message id.
CREATE TABLE einvoice_outbox (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL UNIQUE,
  invoice_number TEXT NOT NULL,
  recipient TEXT NOT NULL,
  operator TEXT,
  format TEXT NOT NULL CHECK (format IN ('finvoice', 'peppol')),
  document TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- A mail with attachments (an invoice's PDF) keeps them in the outbox, and a mail sent again
-- under its message id is the same mail.
ALTER TABLE outbox ADD COLUMN message_id TEXT;
ALTER TABLE outbox ADD COLUMN attachments TEXT;   -- JSON: [{ filename, content_type, base64 }]
CREATE UNIQUE INDEX outbox_message_id ON outbox(message_id) WHERE message_id IS NOT NULL;
