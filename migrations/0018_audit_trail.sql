-- The company's audit trail (docs/decisions/047-audit-trail.md): who did what, and when, to the
-- company's purchase requests, users, roles and approval rules. Each row is written in the same
-- batch as the change it records (worker/backend/company/auditTrail.ts), so a change and its
-- record land together or not at all. Rows are never updated; they go with their company.
CREATE TABLE audit_trail (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  actor_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,   -- who did it
  at INTEGER NOT NULL,                                             -- unix seconds
  action TEXT NOT NULL,                                            -- contract/schemas/auditTrail.ts
  target_user_id INTEGER REFERENCES customers(id) ON DELETE SET NULL, -- the user it concerns (a request's requester)
  request_id INTEGER REFERENCES purchase_requests(id) ON DELETE SET NULL,
  details TEXT NOT NULL DEFAULT '{}'                               -- JSON: what changed, from and to
);
-- The trail of a company, newest first; and of one of its users (who did it or whom it concerned).
CREATE INDEX audit_trail_company ON audit_trail(company_id, at DESC, id DESC);
CREATE INDEX audit_trail_actor ON audit_trail(company_id, actor_id, id DESC);
CREATE INDEX audit_trail_target ON audit_trail(company_id, target_user_id, id DESC);
