-- Search change log read by transaction visibility, not by id.
-- search_changes.id is taken from its sequence at insert, not at commit: with
-- concurrent writers a reader could see id 12 (committed) while id 11 was still
-- in flight, move its watermark past 11 and never apply it. Each row now carries
-- the id of the transaction that wrote it; a reader keeps the xmin of the
-- snapshot it read with (every transaction below it has ended) and next reads
-- the rows with tx >= that xmin, so a change committed later is always read.
ALTER TABLE search_changes ADD COLUMN tx xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX search_changes_tx_idx ON search_changes (tx);
