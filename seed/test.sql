-- Small fixed seed of the worker test suite (loaded by worker/test/setup.ts into every test file's
-- isolated D1, after the migrations). One statement per line group, each ending in ';'.
-- Every customer's password is 'salasana123' (PBKDF2-SHA256, the format of worker/backend/password.ts).

INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, deny_med_listing, scope, created_at) VALUES
  (1, 'test@example.fi', 'pbkdf2-sha256$100000$dmV0LXRlc3Qtc2FsdC0wMQ==$hcrn9xzl7fuTNFwf7ID2p0aUk8qgGyh7JeRXEQM82T4=', 'Testi', 'Käyttäjä', 'Eläinklinikka Testi Oy', '1234567-1', 'C10001', 0, '["orders","invoices","checkout"]', 1767225600),
  (2, 'rajattu@example.fi', 'pbkdf2-sha256$100000$dmV0LXRlc3Qtc2FsdC0wMg==$VL7O0U3d+hvSGGrfyVRc/fvHE/N1SmlEIMiA6YBqSOk=', 'Rajattu', 'Ostaja', 'Trimmaamo Rajattu Tmi', '2345678-2', 'C10002', 1, '["orders"]', 1767225600),
  (3, 'apteekki@example.fi', 'pbkdf2-sha256$100000$dmV0LXRlc3Qtc2FsdC0wMw==$8WHk6L6WP2Z4/sxBWIUOB9FP46So5yLZQ3cjAgBQmz0=', 'Öljy', 'Äijälä', 'Apteekki Äänekoski', '3456789-3', 'C10003', 0, '[]', 1767225600);

-- Three top categories. "Lääkkeet" holds only drug categories, three levels deep
-- (Lääkkeet > Mikrobilääkkeet > Antibiootit): pruned completely for denyMedListing users.
-- "Hoitotarvikkeet" is its non-drug sibling; "Ruokinta" mixes a drug child with a non-drug one.
INSERT INTO categories (id, parent_id, name, url_key, url_path, position, level, include_in_menu, category_has_drugs) VALUES
  (1, NULL, 'Lääkkeet', 'laakkeet', 'laakkeet', 1, 1, 1, 0),
  (2, NULL, 'Hoitotarvikkeet', 'hoitotarvikkeet', 'hoitotarvikkeet', 2, 1, 1, 0),
  (3, NULL, 'Ruokinta', 'ruokinta', 'ruokinta', 3, 1, 1, 0),
  (11, 1, 'Mikrobilääkkeet', 'mikrobilaakkeet', 'laakkeet/mikrobilaakkeet', 1, 2, 1, 1),
  (12, 1, 'Kipulääkkeet', 'kipulaakkeet', 'laakkeet/kipulaakkeet', 2, 2, 1, 1),
  (111, 11, 'Antibiootit', 'antibiootit', 'laakkeet/mikrobilaakkeet/antibiootit', 1, 3, 1, 1),
  (21, 2, 'Haavanhoito', 'haavanhoito', 'hoitotarvikkeet/haavanhoito', 1, 2, 1, 0),
  (22, 2, 'Ruiskut ja neulat', 'ruiskut-ja-neulat', 'hoitotarvikkeet/ruiskut-ja-neulat', 2, 2, 1, 0),
  (31, 3, 'Erikoisruokinta', 'erikoisruokinta', 'ruokinta/erikoisruokinta', 1, 2, 1, 0),
  (32, 3, 'Lääkerehut', 'laakerehut', 'ruokinta/laakerehut', 2, 2, 1, 1);

INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position) VALUES
  (1, 'LAA-1001', 'Amoksisilliini 250 mg vet', 'amoksisilliini-250-mg-vet', 'Mikrobilääke koirille ja kissoille.', '100 tabl', '/media/amoksisilliini.png', 'Amoksisilliini', 2450, 2450, 'medicine', 1, 1),
  (2, 'LAA-1002', 'Doksisykliini 100 mg vet', 'doksisykliini-100-mg-vet', 'Mikrobilääke.', '30 tabl', '/media/doksisykliini.png', 'Doksisykliini', 1890, 1790, 'medicine', 1, 2),
  (3, 'LAA-2001', 'Meloksikaami 1,5 mg/ml oraalisuspensio', 'meloksikaami-oraalisuspensio', 'Tulehduskipulääke.', '100 ml', '/media/meloksikaami.png', 'Meloksikaami', 3200, 3200, 'medicine', 1, 1),
  (4, 'HOI-1001', 'Sideharso 10 cm x 4 m', 'sideharso-10-cm', 'Joustava sideharso.', '20 kpl', '/media/sideharso.png', 'Sideharso', 990, 990, 'other', 1, 1),
  (5, 'HOI-1002', 'Haavanpuhdistusliuos 500 ml', 'haavanpuhdistusliuos-500-ml', 'Kirvelemätön puhdistusliuos.', '500 ml', '/media/haavanpuhdistus.png', 'Haavanpuhdistusliuos', 1450, 1290, 'other', 1, 2),
  (6, 'HOI-2001', 'Kertakäyttöruisku 5 ml', 'kertakayttoruisku-5-ml', 'Luer-liitin.', '100 kpl', '/media/ruisku.png', 'Ruisku', 1200, 1200, 'other', 1, 1),
  (7, 'HOI-2002', 'Injektioneula 0,6 x 25 mm', 'injektioneula-06x25', 'Steriili neula.', '100 kpl', '/media/neula.png', 'Neula', 850, 850, 'other', 0, 2),
  (8, 'RUO-1001', 'Munuaisdieetti kissalle 2 kg', 'munuaisdieetti-kissalle-2-kg', 'Erikoisruoka munuaispotilaille.', '2 kg', '/media/munuaisdieetti.png', 'Munuaisdieetti', 2890, 2890, 'food', 1, 1),
  (9, 'RUO-1002', 'Suolistodieetti koiralle 12 kg', 'suolistodieetti-koiralle-12-kg', 'Helposti sulava täysravinto.', '12 kg', '/media/suolistodieetti.png', 'Suolistodieetti', 7490, 6990, 'food', 1, 2),
  (10, 'RUO-2001', 'Lääkerehu sioille 25 kg', 'laakerehu-sioille-25-kg', 'Lääkerehu eläinlääkärin määräyksellä.', '25 kg', '/media/laakerehu.png', 'Lääkerehu', 9900, 9900, 'medicine', 1, 1);

INSERT INTO product_categories (product_id, category_id, position) VALUES
  (1, 111, 1), (2, 111, 2), (3, 12, 1), (4, 21, 1), (5, 21, 2), (6, 22, 1), (7, 22, 2), (8, 31, 1), (9, 31, 2), (10, 32, 1);

-- The attributes buyers filter by, of a few listings (docs/decisions/064-product-attributes.md).
INSERT INTO product_attributes (product_id, attribute, value, position) VALUES
  (4, 'size', '10 cm', 0), (4, 'pack_size', '20 kpl', 0), (4, 'manufacturer', 'Hoivatarvike Oy', 0),
  (7, 'size', '23G', 0), (7, 'sterile', 'yes', 0), (8, 'animal', 'kissa', 0), (9, 'animal', 'koira', 0);

INSERT INTO contract_prices (customer_id, product_no, special_price_cents, price_type) VALUES
  (1, 'HOI-1001', 890, 1),
  (1, 'RUO-1002', 6500, 4),
  (3, 'LAA-1001', 2200, 1);

INSERT INTO store_config (key, value) VALUES
  ('locale', 'fi_FI'),
  ('timezone', 'Europe/Helsinki'),
  ('base_currency_code', 'EUR'),
  ('free_shipping_limit', '300'),
  ('seller_name', 'VetTarvike Oy'),
  ('seller_street', 'Tiilitie 6 B'),
  ('seller_postcode', '01720'),
  ('seller_city', 'Vantaa'),
  ('seller_business_id', '1618033-3'),
  ('seller_vat_number', 'FI16180333'),
  ('seller_iban', 'FI21 1234 5600 0007 85'),
  ('seller_bic', 'NDEAFIHH'),
  ('seller_ovt', '003716180333'),
  ('seller_einvoice_operator', '003723327487');

-- Product codes (spec §10): an EAN for every product, a Vnr for the medicines.
UPDATE products SET ean = CASE id
  WHEN 1 THEN '6430009000017'
  WHEN 2 THEN '6430009000024'
  WHEN 3 THEN '6430009000031'
  WHEN 4 THEN '6430009000048'
  WHEN 5 THEN '6430009000055'
  WHEN 6 THEN '6430009000062'
  WHEN 7 THEN '6430009000079'
  WHEN 8 THEN '6430009000086'
  WHEN 9 THEN '6430009000093'
  WHEN 10 THEN '6430009000109' END
WHERE id <= 10;
UPDATE products SET vnr = CASE id WHEN 1 THEN '039512' WHEN 2 THEN '114873' WHEN 3 THEN '184220' WHEN 10 THEN '071906' END
WHERE vat_class = 'medicine';

-- A product sold by ten (docs/decisions/048-quantity-rules-on-every-path.md quantity rules): single needles ship in cartons of ten.
INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position, ean, min_sale_qty, max_sale_qty, qty_increment) VALUES
  (90, 'HOI-2003', 'Injektioneula 0,8 x 40 mm yksittäispakattu', 'injektioneula-08x40-yksittain', 'Steriili neula, yksittäispakkaus.', '1 kpl', '/media/neula.png', 'Neula', 25, 25, 'other', 1, 3, '6430009000116', 10, 990, 10);
INSERT INTO product_categories (product_id, category_id, position) VALUES (90, 22, 3);

-- HOI-2002 is no longer sold (docs/decisions/073-availability.md): the one product every add path
-- refuses. The others are not counted by a warehouse (available NULL) unless a test sets a count.
UPDATE products SET available = 0, discontinued = 1 WHERE sku = 'HOI-2002';
