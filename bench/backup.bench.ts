import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { writeBackup } from "../db/backup/backup";
import { restoreBackup } from "../db/backup/restore";
import { openDatabase } from "../db/client";
import { ensureDatabaseExists } from "../db/connect";
import { migrate } from "../db/migrate";
import { benchDefaults, createBenchDatabase, generateBenchData } from "./generate";

const users = 2_000;
const resumes = 100;
const resumeBytes = 100_000;

/**
 * Issue 13: `npm run backup` and `npm run restore` at 100,000 jobs (decision 053). The demo
 * set plus users, saved jobs and resumes (random bytes: PDFs do not compress either) is
 * backed up to a file and restored into a second, empty migrated database on the same server.
 */
export default async function run(): Promise<string> {
  const database = await createBenchDatabase();
  const folder = mkdtempSync(path.join(tmpdir(), "jobboard-bench-backup-"));
  const restoreName = `jobboard_bench_restore_${process.pid}`;
  const serverUrl = new URL(database.handle.url);
  serverUrl.pathname = "/postgres";
  try {
    const sql = database.handle.sql;
    await generateBenchData(sql, benchDefaults);
    const ids = await sql<{ id: number }[]>`
      INSERT INTO users (username, email, name, password_hash, role)
      SELECT 'bench' || g, 'bench' || g || '@example.in', 'Bench User ' || g, 'x', 'candidate' FROM generate_series(1, ${users}) g RETURNING id`;
    await sql`INSERT INTO saved_jobs (user_id, job_id) SELECT u.id, (SELECT min(id) FROM jobs) + u.id % 1000 FROM users u`;
    for (const { id } of ids.slice(0, resumes)) {
      await sql`INSERT INTO resumes (user_id, file_name, mime_type, size, content) VALUES (${id}, 'cv.pdf',
        'application/pdf', ${resumeBytes}, ${randomBytes(resumeBytes)})`;
    }
    await sql`VACUUM ANALYZE`;
    const [{ size }] = await sql<{ size: string }[]>`SELECT pg_database_size(current_database())::text AS size`;
    const loadBefore = os.loadavg()[0];

    const file = path.join(folder, "bench.backup.gz");
    const backup = await writeBackup(sql, file);
    const rows = backup.tables.reduce((sum, table) => sum + table.rows, 0);

    const target = openDatabase(await ensureDatabaseExists(serverUrl.toString(), restoreName), 2);
    await migrate(target.sql);
    const restore = await restoreBackup(target.sql, file);
    await target.close();
    const loadAfter = os.loadavg()[0];

    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return [
      "## Backup and restore (npm run backup / npm run restore)",
      "",
      `The 100,000-job demo set plus ${users.toLocaleString("en-US")} users, ${users.toLocaleString("en-US")} ` +
        `saved jobs and ${resumes} resumes of ${resumeBytes / 1000} KB (random bytes) in ${database.where}: ` +
        `written by \`writeBackup\` (one REPEATABLE READ snapshot, cursors, gzip level 6), then loaded ` +
        `by \`restoreBackup\` into an empty migrated database on the same server (checked end to end ` +
        `first, then loaded in one transaction, foreign keys added back at the end). Decision 053.`,
      "",
      "| database size | rows | backup time | backup file | restore time |",
      "| ---: | ---: | ---: | ---: | ---: |",
      `| ${mb(Number(size))} | ${rows.toLocaleString("en-US")} | ${(backup.ms / 1000).toFixed(1)} ` +
        `s | ${mb(backup.bytes)} | ${(restore.ms / 1000).toFixed(1)} s |`,
      "",
      `Machine load (1-minute load average on ${os.cpus().length} cores) ${loadBefore.toFixed(1)} ` +
        `before the backup and ${loadAfter.toFixed(1)} after the restore: other work shared the machine, ` +
        `so the times are upper bounds.`,
    ].join("\n");
  } finally {
    const admin = postgres(serverUrl.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${restoreName}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
