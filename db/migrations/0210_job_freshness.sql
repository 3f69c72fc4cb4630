-- Freshness of employers' jobs (issue 27 point 7, decision 126): a job closes at its deadline or 60 days
-- after it opened, whichever is first; 'still hiring' (the one-click link of the reminder mail) starts a
-- new 60 days from open_since. NULL: the window starts at date_posted.
ALTER TABLE jobs ADD COLUMN open_since timestamptz;
