import type { Sql } from "./client";
import type { Queryable } from "./queryable";

/**
 * Runs `work` in one transaction of `db` and answers what it answers (decision 169). The transaction is handed over
 * as a Queryable, the type every store function that "may run in a transaction" takes, so no caller has to cast
 * postgres.js's TransactionSql to the pool's Sql; and the answer keeps its type, where begin's own would be
 * UnwrapPromiseArray<T>, which TypeScript cannot narrow back to T for a generic T.
 */
export async function inTransaction<T>(db: Sql, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const answered = await db.begin(async (tx) => ({ value: await work(tx) }));
  return answered.value;
}
