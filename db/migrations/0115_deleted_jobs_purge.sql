-- Deleted jobs are purged 30 days after deleting (issue 10, decision 062): the daily purge finds
-- them by deleted_at without reading the whole jobs table.
CREATE INDEX jobs_deleted_at_idx ON jobs (deleted_at) WHERE deleted_at IS NOT NULL;
