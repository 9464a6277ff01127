-- Brute-force protection of login, forgot-password, registration and login-link requests
-- (docs/decisions/013-auth-throttling.md): one fixed-window counter per action and account or
-- client address. `key` is a SHA-256 of the action, the kind and the e-mail or address, so no
-- e-mail or address is stored in clear. Housekeeping deletes windows that ended long ago.
CREATE TABLE throttle_counters (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
CREATE INDEX throttle_counters_window ON throttle_counters(window_start);
