-- Approval belongs to the company (docs/decisions/045-invitations-and-company-approval.md).
-- Until now each user carried approval_pending (migrations/0007): an invitee copied the
-- inviter's flag, and approving the founder by e-mail left the invitees waiting for good.
--
-- A company waits for approval when none of its users is approved: the founder of an approved
-- company is, and the invitees of a waiting one copied its flag. A company without users (none
-- today) counts as approved, as every account before 0007 did.
ALTER TABLE companies ADD COLUMN approval_pending INTEGER NOT NULL DEFAULT 0 CHECK (approval_pending IN (0, 1));
UPDATE companies SET approval_pending = 1
WHERE EXISTS (SELECT 1 FROM customers WHERE company_id = companies.id)
  AND NOT EXISTS (SELECT 1 FROM customers WHERE company_id = companies.id AND approval_pending = 0);
ALTER TABLE customers DROP COLUMN approval_pending;

-- Registration refuses a business ID that an approved company already holds (decision 045).
CREATE INDEX companies_business_id ON companies(business_id) WHERE approval_pending = 0;
