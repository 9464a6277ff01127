-- The order confirmation mail is sent exactly once per order (docs/decisions/015-totals-add-up.md):
-- whoever sets confirmation_sent_at from NULL sends it; a retried placeOrder finds it set.
ALTER TABLE orders ADD COLUMN confirmation_sent_at INTEGER;
-- Orders placed before the mail existed are not mailed afterwards.
UPDATE orders SET confirmation_sent_at = created_at;
