-- Accounts: password reset codes and rate-limit counters, both in PostgreSQL so
-- that every process behind a load balancer shares them.
CREATE TABLE password_reset_codes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- HMAC-SHA256 of the code with the session secret; the code itself is never stored.
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id, created_at DESC);

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);

CREATE INDEX sessions_expires_idx ON sessions (expires_at);
