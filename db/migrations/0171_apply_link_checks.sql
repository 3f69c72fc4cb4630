-- Apply-link checks of collected jobs (issue 27 point 7, decision 155): when a job's apply link was last
-- checked, and when it answered 404 or 410 (with that status). A job whose link is gone stays closed at
-- later collections until its source gives it another link.
ALTER TABLE jobs
  ADD COLUMN link_checked_at timestamptz,
  ADD COLUMN link_gone_at timestamptz,
  ADD COLUMN link_gone_status smallint;
CREATE INDEX jobs_link_check_idx ON jobs (collector_source_id, link_checked_at NULLS FIRST) WHERE status = 'open' AND collector_source_id IS NOT NULL;
