import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { xid8 } from "./helpers";

/**
 * Every change to a job, or to the company or category a job shows, noted by triggers for the in-process
 * search index (db/migrations/0020_search_changes.sql, 0022). The trigger functions stay in SQL only.
 */
export const searchChanges = pgTable(
  "search_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: integer("job_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    // The writing transaction, so a reader never skips an entry committed after a later id.
    tx: xid8("tx")
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [index("search_changes_changed_at_idx").on(table.changedAt), index("search_changes_tx_idx").on(table.tx)],
);

/** One row: how far search_changes has been trimmed (db/migrations/0145_search_changes_trimmed.sql, decision 023). */
export const searchChangesTrimmed = pgTable(
  "search_changes_trimmed",
  {
    onlyRow: boolean("only_row").primaryKey().default(true),
    before: timestamp("before", { withTimezone: true }).notNull(),
  },
  () => [check("search_changes_trimmed_only_row_check", sql`only_row`)],
);
