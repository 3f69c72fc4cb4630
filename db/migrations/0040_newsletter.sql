-- Newsletter: double opt-in subscriptions and the counters that rate-limit sign-ups.
CREATE TABLE newsletter_subscriptions (
  id serial PRIMARY KEY,
  -- Lower-cased; one row per address whatever its state.
  email text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  -- SHA-256 of the confirmation token e-mailed to the address; the token itself is never stored.
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  -- Put in every mail's unsubscribe link; it only ever unsubscribes this address.
  unsubscribe_token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- Proof of consent: where and when the confirmed sign-up came from.
  consent_ip text
);
CREATE UNIQUE INDEX newsletter_subscriptions_confirm_idx ON newsletter_subscriptions (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
CREATE INDEX newsletter_subscriptions_status_idx ON newsletter_subscriptions (status);

CREATE TABLE newsletter_rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX newsletter_rate_limits_reset_idx ON newsletter_rate_limits (reset_at);
