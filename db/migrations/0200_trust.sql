-- Trust and safety (issue 27, decisions 125-129).

-- A verified company: one of its employers proved an e-mail address at the company website's domain,
-- or an admin verified it. Companies the board itself makes (collector, demo data, admins) are verified
-- by the column's default; only the self-service sign-up (createCompany) inserts NULL. Existing companies
-- are verified, except those an employer created through the sign-up (their audit 'company.create').
ALTER TABLE companies
  ADD COLUMN verified_at timestamptz DEFAULT now(),
  ADD COLUMN verified_how text CHECK (verified_how IN ('board', 'domain', 'admin')) DEFAULT 'board';
UPDATE companies SET verified_at = NULL, verified_how = NULL
 WHERE id::text IN (SELECT target_id FROM audit_log WHERE action = 'company.create' AND target_type = 'company');

-- 'pending': held for review (unverified company, scam signals, reports). Every reader of public jobs
-- already asks for status = 'open', so a held job is in none of them (decision 125).
ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('open', 'closed', 'pending'));

-- Why a job is held, and what an admin decided. One row per job; reasons are codes with their detail.
CREATE TABLE job_reviews (
  job_id integer PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  reasons jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_note text
);
CREATE INDEX job_reviews_pending_idx ON job_reviews (created_at) WHERE state = 'pending';

-- Reports of a job by readers. reporter_key is an HMAC of the account id or of the address (a guest):
-- one report per reporter and job; the reporter is never shown to the employer.
CREATE TABLE job_reports (
  id bigserial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('money', 'fake_company', 'closed', 'misleading', 'discriminatory', 'other')),
  details text NOT NULL DEFAULT '' CHECK (length(details) <= 2000),
  reporter_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  reporter_key text NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'dismissed', 'actioned')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  UNIQUE (job_id, reporter_key)
);
CREATE INDEX job_reports_open_idx ON job_reports (job_id) WHERE state = 'open';

-- Freshness of posted jobs (point 7): the reminder mail 7 days before an employer's job closes.
ALTER TABLE jobs ADD COLUMN close_reminder_sent_at timestamptz;
