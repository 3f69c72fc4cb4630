import { sql } from "../../db/client";

/**
 * The SQL condition of a job anyone may look at by its id (its page, GET /api/job/{id}, /jobs/{id}/apply):
 * not deleted and not held for review ('pending': held, hidden by reports, or scam-held; decision 125).
 * A closed job is still public: its page says it closed. `alias` is the jobs table's alias in the query.
 */
export function publicJob(alias: "j") {
  return sql()`(${sql()(alias)}.deleted_at IS NULL AND ${sql()(alias)}.status <> 'pending')`;
}
