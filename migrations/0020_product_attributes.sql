-- The attributes buyers filter by (docs/decisions/064-product-attributes.md): size, sterile,
-- powder_free, material, pack_size, animal, manufacturer. One row per value of a listing (a
-- product without a parent; a configurable parent holds every value of its variants), so a
-- facet counts listings as search and categories list them.
CREATE TABLE product_attributes (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute TEXT NOT NULL,
  value TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,  -- order of a code's values ('XS', 'S', 'M' …)
  PRIMARY KEY (product_id, attribute, value)
) WITHOUT ROWID;
-- A filter reads the listings of one value; a facet count over a set of listings reads the
-- primary key. Both are covering.
CREATE INDEX product_attributes_value ON product_attributes(attribute, value, product_id);
