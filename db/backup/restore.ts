/**
 * Loads a backup written by backup.ts into a database with the same migrations (decision
 * 053). The file is read twice: first checked end to end (our header, every table's row
 * count and SHA-256, the end line), so that a truncated or foreign file is refused before
 * anything changes; then loaded in one transaction, which a mismatch found on the second
 * read also rolls back. Inside it, foreign keys are dropped and added back at the end (as
 * pg_restore does: rows can come in any order, and adding them back checks every row) and
 * the board's triggers are off (the search change log is restored as it was, not rewritten);
 * both need only the ownership of the tables, not a superuser. Sequences get their saved values.
 * No ANALYZE at the end: it took a quarter of the restore, and autovacuum analyzes tables
 * this changed within its next minute.
 */
import { applicationName, type Sql } from "../client";
import { MIGRATIONS_TABLE, quoteIdent, tableRef, type TableEnd } from "./backup-format";
import { readBackup, RestoreRefused } from "./backup-reader";

export { RestoreRefused } from "./backup-reader";

export interface RestoreOptions {
  /** Replace what the database holds (every table of the board is emptied first). */
  force?: boolean;
}

export interface RestoreResult {
  tables: TableEnd[];
  rows: number;
  ms: number;
}

export async function restoreBackup(sql: Sql, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const started = performance.now();
  const { header } = await readBackup(file);

  const migrations = (await sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`).map(
    (row) => row.name,
  );
  if (migrations.join("\n") !== header.migrations.join("\n")) {
    const missing = header.migrations.filter((name) => !migrations.includes(name));
    const extra = migrations.filter((name) => !header.migrations.includes(name));
    throw new RestoreRefused(
      `${file} was written by a board with other migrations ` +
        `(${[...missing.map((name) => `${name} missing here`), ...extra.map((name) => `${name} not in the backup`)].join(", ")}); ` +
        `restore it with the version of the board that wrote it; nothing was changed`,
    );
  }

  let loaded: TableEnd[] = [];
  await sql.begin(async (tx) => {
    const [{ others }] = await tx<{ others: number }[]>`
      SELECT count(*)::int AS others FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = ${applicationName}`;
    if (others > 0) {
      throw new RestoreRefused(
        `the board is using this database (${others} other connection${others === 1 ? "" : "s"}: is the server running?); stop it first; nothing was changed`,
      );
    }
    const [{ filled }] = await tx<{ filled: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM companies) OR EXISTS (SELECT 1 FROM jobs) AS filled`;
    if (filled && !options.force) {
      throw new RestoreRefused(
        "the database already holds users, companies or jobs; restore into an empty DATA_DIR or " +
          "database, or pass --force to delete everything in it and load the backup instead; nothing was changed",
      );
    }

    const tables = (
      await tx<{ name: string }[]>`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> ${MIGRATIONS_TABLE}`
    ).map((row) => row.name);
    const foreignKeys = await tx<{ table: string; name: string; definition: string }[]>`
      SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace ORDER BY c.conrelid::regclass::text, c.conname`;
    for (const key of foreignKeys) await tx.unsafe(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteIdent(key.name)}`);
    for (const table of tables) await tx.unsafe(`ALTER TABLE ${tableRef(table)} DISABLE TRIGGER USER`);
    if (tables.length) await tx.unsafe(`TRUNCATE ${tables.map(tableRef).join(", ")}`);

    const inserts = new Map<string, string>();
    const insertFor = async (table: string) => {
      let statement = inserts.get(table);
      if (!statement) {
        // Generated columns are computed again; every other column comes from the row text.
        const columns = (
          await tx<{ name: string }[]>`
          SELECT attname AS name FROM pg_attribute WHERE attrelid = ${tableRef(table)}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
          ORDER BY attnum`
        ).map((row) => quoteIdent(row.name));
        const list = columns.join(", ");
        statement = `INSERT INTO ${tableRef(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM unnest($1::text[]::${tableRef(table)}[])`;
        inserts.set(table, statement);
      }
      return statement;
    };
    const checked = await readBackup(file, {
      rows: async (table, rows) => {
        await tx.unsafe(await insertFor(table), [rows]);
      },
    });
    loaded = checked.tables;

    for (const key of foreignKeys)
      await tx.unsafe(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`);
    for (const table of tables) await tx.unsafe(`ALTER TABLE ${tableRef(table)} ENABLE TRIGGER USER`);
    // The search change log came back as it was, so it does not say how the jobs got from what a
    // search index snapshot in DATA_DIR holds (decision 023) to what was just loaded: mark it as
    // trimmed up to now, which makes every snapshot read before this restore stale (rebuilt,
    // never served). 30 minutes back, since a reader allows that much for long transactions.
    await tx`INSERT INTO search_changes_trimmed (before) VALUES (now() - interval '30 minutes')
             ON CONFLICT (only_row) DO UPDATE SET before = greatest(search_changes_trimmed.before, excluded.before)`;
    for (const sequence of checked.sequences) {
      await tx`SELECT setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.value}::bigint, ${sequence.called})`;
    }
  });
  return {
    tables: loaded,
    rows: loaded.reduce((sum, table) => sum + table.rows, 0),
    ms: Math.round(performance.now() - started),
  };
}
