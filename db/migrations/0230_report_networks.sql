-- Reports need different people (issue 43, decision 157): the network a report came from (a keyed hash of its
-- IPv4 /24 or IPv6 /48, never the address itself). Reports from proved accounts count toward hiding a job once
-- per network. A report sent before this has no network on record: it stands as a network of its own.
ALTER TABLE job_reports ADD COLUMN reporter_network text;
UPDATE job_reports SET reporter_network = reporter_key WHERE reporter_network IS NULL;
ALTER TABLE job_reports ALTER COLUMN reporter_network SET NOT NULL;
