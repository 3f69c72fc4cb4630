/**
 * `npm run backup [FILE]`: a consistent, compressed backup of the whole board, taken while
 * it runs (decision 053). Without FILE it writes BACKUP_DIR (default DATA_DIR/backups)/jobboard-<UTC time>.backup.gz.
 * Connects like every command: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR
 * (the running server's, when one runs; otherwise started for the command and stopped after).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadEnvOrExit, overrideEnv } from "../../config/env";
import { writeBackup } from "../backup/backup";
import { backupFileName, backupFolder } from "../backup/backup-files";
import { sql } from "../client";
import { runWithDatabase } from "./run-with-database";

loadEnvOrExit();
// One connection is all the backup's single transaction needs.
overrideEnv({ DATABASE_POOL_SIZE: 1 });
const file = path.resolve(process.argv[2] ?? path.join(backupFolder(), backupFileName(new Date())));

await runWithDatabase("backup", async () => {
  mkdirSync(path.dirname(file), { recursive: true });
  const result = await writeBackup(sql(), file);
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `backup written: ${file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.tables.length} tables, ${rows} rows, ${(result.ms / 1000).toFixed(1)} s)`,
  );
  return 0;
});
