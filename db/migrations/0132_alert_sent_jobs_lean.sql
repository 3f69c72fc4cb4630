-- alert_sent_jobs gets one row per job each alert mails (850,000 in the benchmark's daily run):
-- checking a job and a mail row for each of them doubled the cost of writing them. Job ids are never
-- reused, so a row of a deleted job is only unused; the rows still go with their alert (decision 080).
ALTER TABLE alert_sent_jobs DROP CONSTRAINT alert_sent_jobs_job_id_fkey;
ALTER TABLE alert_sent_jobs DROP CONSTRAINT alert_sent_jobs_alert_mail_id_fkey;
