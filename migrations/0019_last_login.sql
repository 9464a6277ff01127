-- Each user's last login, shown to the company's administrator on /account/permissions (spec §11,
-- docs/decisions/062-account-lists-print-and-invitations.md): set whenever a session is issued
-- (a password or a mailed link). NULL: never logged in (an invitee who has not used the link).
ALTER TABLE customers ADD COLUMN last_login_at INTEGER;
