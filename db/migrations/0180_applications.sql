-- Issue 30 (decision 115): the applications a candidate tracks. One row per candidate and job, made by
-- the first Apply Now of a signed-in candidate (status 'clicked') or by the candidate directly. The
-- 'Did you apply?' prompt turns 'clicked' into 'applied', 'not_yet' or 'not_interested'; the tracker
-- statuses follow (applied, interviewing, offer, hired, rejected, withdrawn). The job's title and
-- company are copied in, so an application outlives the job's purge (job_id then becomes NULL).
CREATE TABLE applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
  job_title text NOT NULL,
  company_name text NOT NULL,
  status text NOT NULL DEFAULT 'clicked',
  clicked_at timestamptz,
  applied_at timestamptz,
  prompt_closed_at timestamptz,
  note text NOT NULL DEFAULT '',
  next_step_on date,
  remind boolean NOT NULL DEFAULT false,
  reminded_on date,
  reminder_token uuid NOT NULL DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applications_user_job_unique UNIQUE (user_id, job_id),
  CONSTRAINT applications_reminder_token_unique UNIQUE (reminder_token)
);
-- The tab's page and counts: one candidate's rows by status.
CREATE INDEX applications_user_status_idx ON applications (user_id, status);
-- The employers' 30-day counts of 'said they applied' per job.
CREATE INDEX applications_job_applied_idx ON applications (job_id, applied_at) WHERE applied_at IS NOT NULL;
-- The reminder tick: switched-on reminders due and not yet sent for their date.
CREATE INDEX applications_reminder_due_idx ON applications (next_step_on) WHERE remind;

-- Every status change of an application, with its time (the tab's short timeline).
CREATE TABLE application_events (
  id bigserial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  status text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_events_application_idx ON application_events (application_id, changed_at);
