/**
 * The board's backup file (decision 053), a gzip of JSON lines:
 *
 *   {"format":"startup-job-board-backup","version":1,"createdAt":…,"migrations":[…],"tables":[…]}
 *   {"table":"companies"}                      a table starts
 *   ["(1,Acme,…)","(2,…)"]                      its rows, a batch a line, each row in PostgreSQL's
 *                                                row text form (what `t::text` gives, bytea as hex)
 *   {"table":"companies","rows":2,"sha256":…}   the table ends: its row count and the SHA-256 of
 *                                                its row texts, each followed by "\n"
 *   … every table of the public schema …
 *   {"sequences":[{"name":"users_id_seq","value":51,"called":true}]}
 *   {"end":true,"tables":27}
 *
 * A file without our header line is another program's; without its end line, or with a
 * count or checksum that does not match, it is damaged or truncated. Either is refused.
 */
export const BACKUP_FORMAT = "startup-job-board-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** schema_migrations of the board it came from: a restore needs the same. */
  migrations: string[];
  /** In file order. */
  tables: string[];
}

export interface TableStart {
  table: string;
}

export interface TableEnd {
  table: string;
  rows: number;
  sha256: string;
}

export interface SequenceValue {
  name: string;
  value: string;
  called: boolean;
}

export interface BackupEnd {
  end: true;
  tables: number;
}

/** Kept out of a backup: the target has its own, and it must equal the header's list. */
export const MIGRATIONS_TABLE = "schema_migrations";

/** The board's tables (the public schema; pg-boss keeps its own schema, see decision 053). */
export const TABLES_SQL = `
  SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`;

/** Sequences of the public schema, with the table column that owns each (if any). */
export const SEQUENCES_SQL = `
  SELECT s.relname AS name, t.relname AS "table", a.attname AS "column"
  FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
  LEFT JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
  LEFT JOIN pg_class t ON t.oid = d.refobjid
  LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
  WHERE n.nspname = 'public' AND s.relkind = 'S' ORDER BY s.relname`;

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table's qualified name in SQL. */
export function tableRef(name: string): string {
  return `public.${quoteIdent(name)}`;
}

/** Rows per batch line, and the size at which a batch ends early (resumes and logos are large). */
export const BATCH_ROWS = 1000;
export const BATCH_BYTES = 4 * 1024 * 1024;
