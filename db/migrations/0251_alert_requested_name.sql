-- Issue 43 point 6 (decision 164): a guest's (or an unproved account's) own name for an alert is kept
-- aside until the address confirms it. Until then the alert is named by its search, so the confirmation
-- mail and page never carry words a stranger chose for someone else's inbox.
ALTER TABLE job_alerts ADD COLUMN requested_name text;
