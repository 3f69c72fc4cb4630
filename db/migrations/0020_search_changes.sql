-- Search: the in-process search index (core/search) is fed from PostgreSQL.
-- Every change to a job, or to the company or category a job shows, is noted
-- here by triggers, so each server process can bring its index up to date with
-- one indexed read (id > its watermark) instead of re-reading the catalogue.
CREATE TABLE search_changes (
  id bigserial PRIMARY KEY,
  job_id integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_changes_changed_at_idx ON search_changes (changed_at);

CREATE FUNCTION search_note_new_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (job_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION search_note_old_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (job_id) SELECT id FROM old_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION search_note_company_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (job_id) SELECT j.id FROM jobs j JOIN new_rows n ON j.company_id = n.id;
  RETURN NULL;
END $$;

CREATE FUNCTION search_note_category_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (job_id) SELECT j.id FROM jobs j JOIN new_rows n ON j.category_id = n.id;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_new_jobs();
CREATE TRIGGER jobs_search_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_new_jobs();
CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_old_jobs();
CREATE TRIGGER companies_search_update AFTER UPDATE ON companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_company_jobs();
CREATE TRIGGER categories_search_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_note_category_jobs();

-- Sitemap and feed read open jobs by id and by posting date.
CREATE INDEX jobs_open_id_idx ON jobs (id) WHERE status = 'open';
