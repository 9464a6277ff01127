-- Company accounts (issue 20, docs/decisions/039). A clinic is a company; each login
-- (a row of `customers`, a web user) belongs to one. Contract prices, addresses, orders,
-- invoices and deliveries belong to the company and are seen by its users according to their
-- scopes; carts stay per user, shopping lists per user (shareable with the company).
--
-- Moving today's data loses nothing: every existing customer becomes the administrator-or-not
-- of its own company with the same id, so each row's company is the company of the customer
-- it already names. A customer inserted without a company (self-registration, the seed, the
-- ERP) founds its own company by the same rule (trigger customers_found_company).

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  business_id TEXT NOT NULL,             -- Y-tunnus
  created_at INTEGER NOT NULL
);
INSERT INTO companies (id, name, business_id, created_at) SELECT id, company, business_id, created_at FROM customers;

-- Custom roles: a name and a set of scopes, per company.
CREATE TABLE company_roles (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  name_key TEXT NOT NULL,                -- lower-cased name: one role of a name per company
  scope TEXT NOT NULL DEFAULT '[]',      -- JSON list of scopes
  created_at INTEGER NOT NULL,
  UNIQUE (company_id, name_key)
);

-- role: 'admin' | 'buyer' | 'requester' (contract/companyRoles.ts) or 'custom'; a custom user
-- has the scopes of custom_role_id, or their own when it is NULL. `scope` stays the effective
-- list every check reads (spec §6), rewritten whenever the role or the role's scopes change.
ALTER TABLE customers ADD COLUMN company_id INTEGER REFERENCES companies(id);
ALTER TABLE customers ADD COLUMN role TEXT NOT NULL DEFAULT 'custom' CHECK (role IN ('admin', 'buyer', 'requester', 'custom'));
ALTER TABLE customers ADD COLUMN custom_role_id INTEGER REFERENCES company_roles(id) ON DELETE SET NULL;
-- A deactivated user cannot log in and has no session; their orders stay the company's.
ALTER TABLE customers ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
-- An invited user logs in first with the invitation's login link and then sets a password.
ALTER TABLE customers ADD COLUMN must_set_password INTEGER NOT NULL DEFAULT 0 CHECK (must_set_password IN (0, 1));
UPDATE customers SET company_id = id,
  role = CASE WHEN EXISTS (SELECT 1 FROM json_each(customers.scope) WHERE value = 'permissions') THEN 'admin' ELSE 'custom' END;
CREATE INDEX customers_company ON customers(company_id, id);

CREATE TRIGGER customers_found_company AFTER INSERT ON customers WHEN NEW.company_id IS NULL BEGIN
  INSERT INTO companies (id, name, business_id, created_at) VALUES (NEW.id, NEW.company, NEW.business_id, NEW.created_at);
  UPDATE customers SET company_id = NEW.id,
    role = CASE WHEN NEW.role = 'custom' AND EXISTS (SELECT 1 FROM json_each(NEW.scope) WHERE value = 'permissions')
                THEN 'admin' ELSE NEW.role END
  WHERE id = NEW.id;
END;

-- The company of each document is the company of the user it names (the placing user of an
-- order, the addressee of an invoice), filled on insert when the writer does not give it.
ALTER TABLE contract_prices ADD COLUMN company_id INTEGER REFERENCES companies(id);
UPDATE contract_prices SET company_id = customer_id;
CREATE INDEX contract_prices_company ON contract_prices(company_id, product_no);
CREATE TRIGGER contract_prices_company AFTER INSERT ON contract_prices WHEN NEW.company_id IS NULL BEGIN
  UPDATE contract_prices SET company_id = (SELECT company_id FROM customers WHERE id = NEW.customer_id)
  WHERE customer_id = NEW.customer_id AND product_no = NEW.product_no;
END;

ALTER TABLE customer_addresses ADD COLUMN company_id INTEGER REFERENCES companies(id);
UPDATE customer_addresses SET company_id = customer_id;
CREATE INDEX customer_addresses_company ON customer_addresses(company_id, id);
DROP INDEX customer_addresses_one_default;
CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses(company_id) WHERE is_default = 1;
CREATE TRIGGER customer_addresses_company AFTER INSERT ON customer_addresses WHEN NEW.company_id IS NULL BEGIN
  UPDATE customer_addresses SET company_id = (SELECT company_id FROM customers WHERE id = NEW.customer_id)
  WHERE id = NEW.id;
END;

ALTER TABLE orders ADD COLUMN company_id INTEGER REFERENCES companies(id);
UPDATE orders SET company_id = customer_id;
CREATE INDEX orders_company ON orders(company_id, created_at DESC);
CREATE TRIGGER orders_company AFTER INSERT ON orders WHEN NEW.company_id IS NULL BEGIN
  UPDATE orders SET company_id = (SELECT company_id FROM customers WHERE id = NEW.customer_id) WHERE id = NEW.id;
END;

ALTER TABLE invoices ADD COLUMN company_id INTEGER REFERENCES companies(id);
UPDATE invoices SET company_id = customer_id;
CREATE INDEX invoices_company ON invoices(company_id, issued_at DESC);
CREATE TRIGGER invoices_company AFTER INSERT ON invoices WHEN NEW.company_id IS NULL BEGIN
  UPDATE invoices SET company_id = (SELECT company_id FROM customers WHERE id = NEW.customer_id) WHERE id = NEW.id;
END;

-- A shopping list stays its owner's; shared, the company's other users can read it and order from it.
ALTER TABLE shopping_lists ADD COLUMN shared INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1));

-- Notices for a user's next visit (a purchase request approved, changed or rejected).
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',         -- an internal path, e.g. /account/approvals/12
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX notifications_unread ON notifications(customer_id, created_at DESC) WHERE read_at IS NULL;
