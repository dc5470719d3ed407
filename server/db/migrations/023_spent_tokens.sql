-- Tokens that work once (issue 31): the admin login's verification token is spent by the login it
-- starts, so it cannot start a second session, from another client or at another site, within its
-- five minutes. A row lives until the token would have expired anyway; logins prune the old ones.
CREATE TABLE spent_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_tokens_expires_at ON spent_tokens (expires_at);
