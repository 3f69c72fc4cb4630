-- Issue 43 point 4 (decision 163): company names compared by stored keys, not lower(name).
-- name_key: the confusable skeleton of the NFKC, lower-cased name without invisible characters;
-- name_shape: the same of the name as written (a capital I that looks like a small l). Both are
-- computed in lib/company-name-key.ts (Unicode's confusables.txt is not in SQL), so the
-- migration leaves them empty and the server fills every empty one when it starts, before it serves
-- (db/company-name-keys.ts); a unique index on each makes two processes racing unable to take
-- look-alikes of one name. NULLs do not clash: a row written by hand without keys is compared from
-- the next start on.
ALTER TABLE companies
  ADD COLUMN name_key text,
  ADD COLUMN name_shape text,
  -- A verified company's new name waits here for an admin or a fresh proof of the domain.
  ADD COLUMN pending_name text,
  ADD COLUMN pending_name_at timestamptz;
CREATE UNIQUE INDEX companies_name_key_idx ON companies (name_key);
CREATE UNIQUE INDEX companies_name_shape_idx ON companies (name_shape);

-- A name changed without its keys (by hand, or by code that forgot them) loses its stale keys, so
-- they never vouch for another name; the next start computes them again.
CREATE FUNCTION companies_clear_stale_name_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name AND NEW.name_key IS NOT DISTINCT FROM OLD.name_key THEN
    NEW.name_key := NULL;
    NEW.name_shape := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER companies_clear_stale_name_keys BEFORE UPDATE OF name ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_clear_stale_name_keys();
