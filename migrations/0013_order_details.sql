-- Order details the billing step takes (issue 19): the customer's own order reference
-- (purchase order number, at most 35 characters), a requested delivery date (a Helsinki
-- calendar date, yyyy-mm-dd) and a delivery note (at most 250 characters). The cart keeps them
-- until placeOrder copies them onto the order.
ALTER TABLE carts ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '' CHECK (length(customer_reference) <= 35);
ALTER TABLE carts ADD COLUMN requested_delivery_date TEXT CHECK (requested_delivery_date IS NULL OR requested_delivery_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
ALTER TABLE carts ADD COLUMN delivery_note TEXT NOT NULL DEFAULT '' CHECK (length(delivery_note) <= 250);

ALTER TABLE orders ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '' CHECK (length(customer_reference) <= 35);
ALTER TABLE orders ADD COLUMN requested_delivery_date TEXT CHECK (requested_delivery_date IS NULL OR requested_delivery_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
ALTER TABLE orders ADD COLUMN delivery_note TEXT NOT NULL DEFAULT '' CHECK (length(delivery_note) <= 250);
CREATE INDEX orders_customer_reference ON orders(customer_id, customer_reference) WHERE customer_reference <> '';
