-- Search index snapshots (decision 023): a process may start from an index written to DATA_DIR
-- and catch up from search_changes, but only if no entry it needs has been trimmed from the log
-- since. Whoever trims records here, in the same transaction, how far it trimmed (entries changed
-- before `before` may be gone), so that a reader can tell an intact log from a trimmed one.
CREATE TABLE search_changes_trimmed (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  before timestamptz NOT NULL
);
