-- Issue 44 point 9 (decision 182): the security events of an account, for its owner's data download.
-- What changed how the account is reached (password, e-mail, sessions), when and from which address;
-- never a secret. Kept as long as the account: deleting the account deletes them.
CREATE TABLE account_security_events (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT account_security_events_kind_check
    CHECK (kind = ANY (ARRAY['password.changed', 'password.reset', 'email.changed', 'session.ended', 'sessions.ended-others'])),
  ip_address text,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_security_events_user_idx ON account_security_events (user_id, created_at);
