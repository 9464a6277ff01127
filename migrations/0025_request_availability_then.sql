-- What a purchase request's line read when it was sent (docs/decisions/078-availability-since.md):
-- the availability state and its words, so the approver and the requester see what changed since.
-- NULL for requests sent before this column existed.
ALTER TABLE purchase_request_lines ADD COLUMN sent_state TEXT;
ALTER TABLE purchase_request_lines ADD COLUMN sent_label TEXT;
