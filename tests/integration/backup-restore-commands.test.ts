/**
 * `npm run backup` and `npm run restore` as processes (decision 053), on a DATA_DIR whose
 * embedded PostgreSQL a running "server" (this process) owns: the backup reaches it while
 * the server is connected; the restore is refused with a message and exit code 1 while the
 * server is connected, and after it stopped, `--force` brings back exactly what was backed up.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBackup } from "../../db/backup/backup";
import { openDatabase } from "../../db/client";
import { ensureDatabaseExists } from "../../db/connect";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded";
import { migrate } from "../../db/migrate";
import { loadDemoData } from "../../db/seed/load";
import { tableDigests } from "../helpers/table-digests";

const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-backup-data-"));
let embedded: EmbeddedDatabase;
let boardUrl: string;
let board: postgres.Sql;

beforeAll(async () => {
  embedded = await startEmbeddedPostgres(dataDir);
  // The database name connectDatabase uses for DATA_DIR, so the commands find the same one.
  boardUrl = await ensureDatabaseExists(embedded.url, "jobboard");
  board = postgres(boardUrl, { max: 1, onnotice: () => {} });
  await migrate(board);
  await loadDemoData(board);
  const [user] = await board<{ id: number }[]>`
    INSERT INTO users (username, email, name, password_hash, role) VALUES ('cli', 'cli@example.in', 'Cli', 'x', 'candidate') RETURNING id`;
  await board`INSERT INTO saved_jobs (user_id, job_id) SELECT ${user.id}, id FROM jobs ORDER BY id LIMIT 3`;
  const file = Buffer.concat([Buffer.from([0, 0x5c, 0xff]), randomBytes(50_000)]);
  await board`INSERT INTO resumes (user_id, file_name, mime_type, size, content) VALUES (${user.id}, 'cv.pdf', 'application/pdf', ${file.length}, ${file})`;
}, 120_000);
afterAll(async () => {
  await board?.end();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (script: string, args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `db/cli/${script}.ts`, ...args],
      { env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe("npm run backup / npm run restore", () => {
  it(
    "backs up the running embedded database, refuses to restore under the server, restores after it stopped",
    { timeout: 120_000 },
    async () => {
      const before = await tableDigests(board);
      const file = path.join(dataDir, "board.backup.gz");
      // The server's pool, connected while both commands run at once.
      const server = openDatabase(boardUrl, 1);
      await server.sql`SELECT 1`;
      const earlier = await writeBackup(board, path.join(dataDir, "earlier.backup.gz"));
      const [backup, inUse] = await Promise.all([run("backup", [file]), run("restore", [earlier.file, "--force"])]);
      await server.close();
      expect(backup.stdout).toMatch(/backup written: .*board\.backup\.gz \(.* MB, \d+ tables, \d+ rows/);
      expect(backup.code).toBe(0);
      expect(inUse.stderr).toMatch(
        /restore refused: the board is using this database \(\d+ other connections?: is the server running\?\); stop it first; nothing was changed/,
      );
      expect(inUse.code).toBe(1);
      expect(await tableDigests(board)).toEqual(before);

      await board`DELETE FROM saved_jobs`;
      await board`UPDATE jobs SET title = 'changed' WHERE id = (SELECT min(id) FROM jobs)`;
      const restored = await run("restore", [file, "--force"]);
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/restored .*board\.backup\.gz: \d+ tables, \d+ rows/);
      // Every table as backed up, but the restore marks the search change log as trimmed, so that a
      // search index snapshot from before the restore is rebuilt, not served (decision 099).
      const { search_changes_trimmed: marker, ...after } = await tableDigests(board);
      const { search_changes_trimmed: _, ...expected } = before;
      expect(after).toEqual(expected);
      expect(marker.rows).toBe(1);
    },
  );
});
