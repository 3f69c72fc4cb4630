-- /jobs/{id}/apply records each click on Apply before sending the visitor to the job's own site.
CREATE TABLE job_apply_clicks (
  id bigserial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  referrer text,
  clicked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_apply_clicks_job_idx ON job_apply_clicks (job_id, clicked_at);
