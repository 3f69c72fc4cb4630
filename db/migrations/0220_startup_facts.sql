-- Startup facts (issue 29, decision 130): what people choose a startup by, stored as fixed values
-- (lib/startup-facts.ts) so that search can count them. funding_stage and team_size existed as free
-- text; the labels written so far become values, anything else is cleared (it was never shown).
UPDATE companies SET funding_stage = CASE
    WHEN funding_stage ILIKE 'bootstrap%' THEN 'bootstrapped'
    WHEN funding_stage ILIKE 'pre%seed%' THEN 'pre-seed'
    WHEN funding_stage ILIKE 'seed%' THEN 'seed'
    WHEN funding_stage ILIKE 'series a%' THEN 'series-a'
    WHEN funding_stage ILIKE 'series b%' THEN 'series-b'
    WHEN funding_stage ILIKE 'series c%' THEN 'series-c'
    WHEN funding_stage ILIKE 'series %' THEN 'series-d-plus'
    WHEN funding_stage ILIKE 'public%' OR funding_stage ILIKE 'ipo%' THEN 'public'
    WHEN funding_stage ILIKE 'acquired%' THEN 'acquired'
    WHEN funding_stage IN ('bootstrapped', 'pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'series-d-plus', 'public', 'acquired') THEN funding_stage
    ELSE NULL END
  WHERE funding_stage IS NOT NULL;
UPDATE companies SET team_size = NULL WHERE team_size NOT IN ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+');

ALTER TABLE companies
  ADD COLUMN founded_year integer,
  ADD COLUMN remote_policy text,
  ADD COLUMN tech_stack text[] NOT NULL DEFAULT '{}',
  ADD COLUMN pitch text,
  ADD COLUMN linkedin_url text,
  ADD COLUMN careers_url text,
  ADD CONSTRAINT companies_funding_stage_check CHECK (funding_stage IN ('bootstrapped', 'pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'series-d-plus', 'public', 'acquired')),
  ADD CONSTRAINT companies_team_size_check CHECK (team_size IN ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+')),
  ADD CONSTRAINT companies_remote_policy_check CHECK (remote_policy IN ('remote-first', 'hybrid', 'office-first')),
  ADD CONSTRAINT companies_founded_year_check CHECK (founded_year BETWEEN 1800 AND 2200);

-- Equity a job offers, in percent: both NULL when not said, 0 and 0 for none, else a range.
ALTER TABLE jobs
  ADD COLUMN equity_min real,
  ADD COLUMN equity_max real,
  ADD CONSTRAINT jobs_equity_check CHECK ((equity_min IS NULL) = (equity_max IS NULL) AND equity_min >= 0 AND equity_min <= equity_max AND equity_max <= 100);
