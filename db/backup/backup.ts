/**
 * Writes a consistent, compressed backup of every table of the board while it runs
 * (decision 053): one REPEATABLE READ, READ ONLY transaction, so every table is read from
 * the same snapshot, each table through a cursor as row texts (`t::text`), gzip-compressed
 * as it goes. The same on the embedded PostgreSQL and on DATABASE_URL; no pg_dump needed.
 *
 * Not COPY: postgres.js's COPY streams left the connection paused after a table
 * (porsager/postgres#499, #1016), which hung the next table's COPY.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Sql } from "../client";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BATCH_BYTES,
  BATCH_ROWS,
  MIGRATIONS_TABLE,
  SEQUENCES_SQL,
  TABLES_SQL,
  quoteIdent,
  tableRef,
  type BackupEnd,
  type BackupHeader,
  type SequenceValue,
  type TableEnd,
} from "./backup-format";

export interface BackupResult {
  file: string;
  /** Size of the compressed file. */
  bytes: number;
  tables: TableEnd[];
  ms: number;
}

export interface BackupOptions {
  /**
   * Called once the snapshot is taken and before any table is read, with its id
   * (pg_export_snapshot): another connection can `SET TRANSACTION SNAPSHOT` to it and see
   * exactly what the backup sees. The backup waits for it. For tests.
   */
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

/** Tables with a bytea column hold files (resumes, logos): read them a few rows at a time. */
const BYTEA_TABLES_SQL = `
  SELECT DISTINCT c.relname AS name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND a.atttypid = 'bytea'::regtype AND a.attnum > 0 AND NOT a.attisdropped`;

export async function writeBackup(sql: Sql, file: string, options: BackupOptions = {}): Promise<BackupResult> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  // A failing disk rejects `written`; keep it from being unhandled before we await it.
  written.catch(() => {});
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
  };

  const tables: TableEnd[] = [];
  try {
    await sql.begin("ISOLATION LEVEL REPEATABLE READ READ ONLY", async (tx) => {
      // The first statement takes the snapshot every later one reads from.
      const [{ snapshot }] = await tx<{ snapshot: string }[]>`SELECT pg_export_snapshot() AS snapshot`;
      const names = (await tx.unsafe<{ name: string }[]>(TABLES_SQL))
        .map((row) => row.name)
        .filter((name) => name !== MIGRATIONS_TABLE);
      const withFiles = new Set((await tx.unsafe<{ name: string }[]>(BYTEA_TABLES_SQL)).map((row) => row.name));
      const migrations = (await tx<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`).map(
        (row) => row.name,
      );
      if (options.onSnapshot) await options.onSnapshot(snapshot);

      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations,
        tables: names,
      };
      await write(header);
      for (const name of names) {
        await write({ table: name });
        const hash = createHash("sha256");
        let rows = 0;
        let batch: string[] = [];
        let batchBytes = 0;
        const cursor = tx
          .unsafe<{ row: string }[]>(
            `SELECT ${quoteIdent("backup row")}::text AS row FROM ${tableRef(name)} AS ${quoteIdent("backup row")}`,
          )
          .cursor(withFiles.has(name) ? 4 : BATCH_ROWS);
        for await (const fetched of cursor) {
          for (const { row } of fetched) {
            hash.update(row).update("\n");
            rows++;
            batch.push(row);
            batchBytes += row.length;
            if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
              await write(batch);
              batch = [];
              batchBytes = 0;
            }
          }
        }
        if (batch.length) await write(batch);
        const end: TableEnd = { table: name, rows, sha256: hash.digest("hex") };
        tables.push(end);
        await write(end);
      }

      const sequences: SequenceValue[] = [];
      for (const { name } of await tx.unsafe<{ name: string }[]>(SEQUENCES_SQL)) {
        const [state] = await tx.unsafe<{ value: string; called: boolean }[]>(
          `SELECT last_value::text AS value, is_called AS called FROM public.${quoteIdent(name)}`,
        );
        sequences.push({ name, value: state.value, called: state.called });
      }
      await write({ sequences });
    });
    const end: BackupEnd = { end: true, tables: tables.length };
    await write(end);
    gzip.end();
    await written;
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: (await stat(file)).size, tables, ms: Math.round(performance.now() - started) };
}
