-- The operator's substitutes (docs/decisions/077-substitutes.md): for a product, the products a
-- buyer may take instead when it cannot ship, each with the reason the buyer reads ("Sama
-- vaikuttava aine, vahvuus, lääkemuoto ja eläinlaji"). Never guessed: loaded from the operator's
-- file (seed/substitutes.csv, npm run substitutes:load), replaced as a whole.
CREATE TABLE product_substitutes (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  substitute_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, substitute_id),
  CHECK (substitute_id <> product_id)
) WITHOUT ROWID;

-- A cart line the buyer swapped for a substitute remembers what it replaced, so the line, the
-- order and its confirmation say so, and the buyer can take the original back.
ALTER TABLE cart_items ADD COLUMN replaces_product_id INTEGER REFERENCES products(id) ON DELETE SET NULL;
ALTER TABLE cart_items ADD COLUMN replaces_quantity INTEGER;

-- The order line's record of it, as text that outlives the products: the replaced product's SKU,
-- name and quantity, and the line the buyer read ("2 × 50 ml korvaa 100 ml. Sama vaikuttava …").
ALTER TABLE order_lines ADD COLUMN replaces_sku TEXT;
ALTER TABLE order_lines ADD COLUMN replaces_name TEXT;
ALTER TABLE order_lines ADD COLUMN replaces_quantity INTEGER;
ALTER TABLE order_lines ADD COLUMN replaces_note TEXT;
