-- New self-registrations are held for approval (issue 14 security review): they may log in,
-- browse and fill a cart, but placeOrder waits until an operator approves the account
-- (`npm run customer:approve -- EMAIL`, README). The default 0 means every account that exists
-- when this migration runs, and every seeded demo account, is approved; only the registration
-- route creates accounts with approval_pending = 1.
ALTER TABLE customers ADD COLUMN approval_pending INTEGER NOT NULL DEFAULT 0 CHECK (approval_pending IN (0, 1));
