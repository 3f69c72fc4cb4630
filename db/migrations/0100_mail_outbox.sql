-- Durable outgoing mail (decision 050): every mail is a row here first, written in the
-- caller's transaction, then delivered by the mail worker with retries and backoff.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  -- { text, html, headers }; cleared once delivered or cancelled, since it may hold a reset code.
  message jsonb,
  -- pending: waiting or between tries; sent; failed: gave up after the last try (admins see these);
  -- cancelled: replaced before delivery (a newer reset code).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  -- Due time of the next try; a worker that claims a row pushes it out by a lease, so
  -- a worker that dies mid-send leaves the row to be tried again, never stuck.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  failed_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (failed_at DESC) WHERE status = 'failed';

-- A reset code counts its 10 minutes from the delivery of its mail, not from the request.
ALTER TABLE password_reset_codes ADD COLUMN mail_id bigint REFERENCES mail_outbox (id) ON DELETE SET NULL;
