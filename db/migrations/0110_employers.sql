-- Employers and admins (issue 10): company membership, job writes, views, moderation and its audit log.

-- A disabled user cannot sign in; disabling also ends every session at once.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- An employer belongs to one company (user_id is the key). 'pending' members wait for
-- an approved member or an admin; only 'approved' members may change the company's jobs.
CREATE TABLE company_members (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('approved', 'pending')),
  approved_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz
);
CREATE INDEX company_members_company_idx ON company_members (company_id, status);

-- Uploaded logos live in PostgreSQL and are served by /api/company/{id}/logo.
CREATE TABLE company_logos (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 1048576),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Soft delete: a deleted job is closed and hidden (404); an admin may restore it for 30 days.
-- idempotency_key: the same form sent twice makes one job (unique per poster).
ALTER TABLE jobs
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX jobs_idempotency_idx ON jobs (posted_by, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Job page views per job and day: one upsert per view keeps it cheap; 30-day charts read a handful of rows.
CREATE TABLE job_views (
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (job_id, day)
);

-- Every admin and employer write: who, what, when, before and after.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor_email text,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);
