-- Job alerts (decision 080): a saved search whose new jobs are e-mailed daily, weekly or soon after they appear.
CREATE TABLE job_alerts (
  id serial PRIMARY KEY,
  -- The owner: a signed-in user, or a guest known only by the confirmed address below.
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  -- Lower-cased address the mail goes to (the account's address for a user).
  email text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120 AND name !~ '[\r\n]'),
  -- The search page's parameters: { q, category, type, level, location, minSalary, posted, sort, company }.
  query jsonb NOT NULL,
  frequency text NOT NULL DEFAULT 'daily' CHECK (frequency IN ('instant', 'daily', 'weekly')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'paused')),
  -- 'newsletter': the weekly all-new-jobs preset that replaced the newsletter.
  preset text,
  consent_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  -- Jobs that appeared (jobs.created_at) after this, less a margin, are candidates for the next mail.
  checked_until timestamptz NOT NULL DEFAULT now(),
  next_run_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz
);
CREATE INDEX job_alerts_email_idx ON job_alerts (email);
CREATE INDEX job_alerts_user_idx ON job_alerts (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX job_alerts_due_idx ON job_alerts (next_run_at) WHERE status = 'active';

-- Double opt-in for guests: one token per confirmation mail confirms the address's pending alerts.
CREATE TABLE alert_confirmations (
  id serial PRIMARY KEY,
  email text NOT NULL,
  -- SHA-256 of the mailed token; the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_confirmations_email_idx ON alert_confirmations (email, created_at DESC);

-- One row per alert mail queued; mail_id names its row in the mail outbox (delivery status, failures).
CREATE TABLE alert_mails (
  id bigserial PRIMARY KEY,
  alert_id integer NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  mail_id bigint,
  job_count integer NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_mails_alert_idx ON alert_mails (alert_id, queued_at DESC);

-- Jobs already mailed by an alert, written in the transaction that queues the mail: never sent twice.
CREATE TABLE alert_sent_jobs (
  alert_id integer NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  alert_mail_id bigint NOT NULL REFERENCES alert_mails (id) ON DELETE CASCADE,
  PRIMARY KEY (alert_id, job_id)
);

-- The run looks up jobs by when they appeared on the board.
CREATE INDEX IF NOT EXISTS jobs_created_at_idx ON jobs (created_at) WHERE status = 'open';
