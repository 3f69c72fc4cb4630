-- The collector (issue 5): where openings are read from, what each run did, and
-- the HTTP validators that let the next run ask "changed since?".
CREATE TABLE collector_sources (
  id serial PRIMARY KEY,
  company_name text NOT NULL,
  type text NOT NULL CHECK (type IN ('greenhouse', 'lever', 'ashby', 'recruitee', 'workable', 'jsonld')),
  url text NOT NULL UNIQUE,
  website text,
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collector_runs (
  id serial PRIMARY KEY,
  source_id integer REFERENCES collector_sources (id) ON DELETE SET NULL,
  source_url text NOT NULL,
  company_name text NOT NULL,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'unchanged', 'failed', 'interrupted', 'skipped')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  found integer NOT NULL DEFAULT 0,
  added integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  closed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  error text
);
CREATE INDEX collector_runs_source_idx ON collector_runs (source_id, started_at DESC);
CREATE INDEX collector_runs_started_idx ON collector_runs (started_at DESC);

-- ETag / Last-Modified of every feed and page, saved only after its postings are stored,
-- plus the postings a page held, so a 304 can keep them open without the body.
CREATE TABLE collector_http_cache (
  url text PRIMARY KEY,
  etag text,
  last_modified text,
  external_ids text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE jobs
  ADD COLUMN collector_source_id integer REFERENCES collector_sources (id) ON DELETE SET NULL,
  ADD COLUMN content_hash text,
  ADD COLUMN removed_at timestamptz,
  ADD COLUMN dedupe_key text,
  ADD COLUMN duplicate_of integer REFERENCES jobs (id) ON DELETE SET NULL;
CREATE INDEX jobs_collector_source_idx ON jobs (collector_source_id) WHERE collector_source_id IS NOT NULL;
CREATE INDEX jobs_dedupe_key_idx ON jobs (dedupe_key) WHERE dedupe_key IS NOT NULL;
