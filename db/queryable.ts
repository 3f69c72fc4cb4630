import type postgres from "postgres";

/** The pool or a transaction: store functions run in either, so a run can group them. */
export type Queryable = postgres.Sql | postgres.TransactionSql;
