-- Foundation schema: every entity of SPEC §3 that the board needs from day one.
-- Feature migrations add their own tables and columns in later files.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE categories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  website text,
  logo_url text,
  description text,
  address text,
  locality text,
  region text,
  country text,
  funding_stage text,
  team_size text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_name_lower_idx ON companies (lower(name));

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text,
  email text NOT NULL,
  name text,
  first_name text,
  last_name text,
  password_hash text,
  role text NOT NULL DEFAULT 'candidate' CHECK (role IN ('candidate', 'employer', 'admin')),
  google_subject text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));
CREATE UNIQUE INDEX users_username_lower_idx ON users (lower(username));

CREATE TABLE candidate_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  desired_job_title text,
  industry text,
  preferred_industry text,
  years_of_experience integer CHECK (years_of_experience BETWEEN 0 AND 50),
  skills text,
  resume_path text,
  resume_file_name text,
  resume_mime_type text,
  resume_size integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip_address text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE jobs (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  category_id integer REFERENCES categories (id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  skills text NOT NULL DEFAULT '',
  employment_type text NOT NULL DEFAULT 'Full-time',
  workplace text NOT NULL DEFAULT 'onsite' CHECK (workplace IN ('onsite', 'remote', 'hybrid')),
  address text,
  locality text,
  region text,
  country text NOT NULL DEFAULT 'IN',
  postal_code text,
  min_experience integer CHECK (min_experience >= 0),
  max_experience integer CHECK (max_experience >= 0),
  salary_min integer CHECK (salary_min >= 0),
  salary_max integer CHECK (salary_max >= 0),
  salary_currency text NOT NULL DEFAULT 'INR',
  salary_unit text NOT NULL DEFAULT 'YEAR' CHECK (salary_unit IN ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR')),
  education text,
  job_url text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  date_posted timestamptz NOT NULL DEFAULT now(),
  valid_through timestamptz,
  closed_at timestamptz,
  source text NOT NULL DEFAULT 'manual',
  external_id text,
  posted_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT jobs_source_external_unique UNIQUE (source, external_id)
);
CREATE INDEX jobs_open_recent_idx ON jobs (date_posted DESC, id DESC) WHERE status = 'open';
CREATE INDEX jobs_company_idx ON jobs (company_id);
CREATE INDEX jobs_category_idx ON jobs (category_id);
CREATE INDEX jobs_posted_by_idx ON jobs (posted_by);

CREATE TABLE saved_jobs (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX saved_jobs_job_idx ON saved_jobs (job_id);
