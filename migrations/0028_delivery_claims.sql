-- A delivery's receiving claim (docs/decisions/083-receiving-deliveries.md): what the buyer
-- received differed from what the parcel's lines and lots say, and customer service was told,
-- once per delivery. `differences` is the JSON the mail was written from.
CREATE TABLE delivery_claims (
  delivery_id INTEGER PRIMARY KEY REFERENCES deliveries(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  differences TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  sent_at INTEGER NOT NULL
);
