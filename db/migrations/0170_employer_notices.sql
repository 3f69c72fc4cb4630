-- The Mail list of /settings (issue 28, decision 155): employers may switch off the board's notices about
-- their jobs (the review outcome, the 'still hiring?' reminder). Security mail has no switch.
ALTER TABLE users ADD COLUMN employer_notices boolean NOT NULL DEFAULT true;
