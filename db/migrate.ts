import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Sql } from "./client";

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

/**
 * Applies every committed SQL file in db/migrations that this database has not
 * seen yet, in file-name order, each in its own transaction. An advisory lock
 * keeps two processes starting at once from applying the same file twice.
 * `directory` is for tests (db/schema-drift.test.ts applies a scratch migration from elsewhere).
 */
export async function migrate(sql: Sql, directory = migrationsDir): Promise<string[]> {
  const applied: string[] = [];
  await sql.reserve().then(async (connection) => {
    try {
      await connection`SELECT pg_advisory_lock(4242001)`;
      await connection`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`;
      const done = new Set(
        (await connection<{ name: string }[]>`SELECT name FROM schema_migrations`).map((row) => row.name),
      );
      const files = readdirSync(directory)
        .filter((file) => file.endsWith(".sql"))
        .sort();
      for (const file of files) {
        if (done.has(file)) continue;
        const text = readFileSync(path.join(directory, file), "utf8");
        await connection
          .unsafe(
            `BEGIN;\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');\nCOMMIT;`,
          )
          .catch(async (error) => {
            await connection.unsafe("ROLLBACK").catch(() => {});
            throw new Error(`migration ${file} failed: ${(error as Error).message}`);
          });
        applied.push(file);
      }
    } finally {
      await connection`SELECT pg_advisory_unlock(4242001)`.catch(() => {});
      connection.release();
    }
  });
  return applied;
}
