-- A verified e-mail (decision 063): set when the user proves the address by a code mailed to it
-- (or by completing a password reset by code, which proves the same). Joining a company whose
-- website's domain is the verified address's domain is approved at once.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

CREATE TABLE email_verification_codes (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The address the code was sent to: a code proves that address only (the account's e-mail may change).
  email text NOT NULL,
  -- HMAC-SHA256 of the code with the session secret; the code itself is never stored.
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX email_verification_codes_user_idx ON email_verification_codes (user_id, created_at DESC);
