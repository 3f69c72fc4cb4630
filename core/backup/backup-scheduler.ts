import { mkdir } from "node:fs/promises";
import path from "node:path";
import { env } from "../../config/env";
import { writeBackup } from "../../db/backup/backup";
import { backupFileName, backupFolder, pruneBackups } from "../../db/backup/backup-files";
import { getDatabase } from "../../db/client";
import type { JobDeclaration } from "../shared/job-runner";

export const BACKUP_QUEUE = "board-backup";

/**
 * Scheduled backups (decision 053), run by the main server process: pg-boss turns each
 * BACKUP_SCHEDULE time into one job for all processes and machines on the database, and
 * its "stately" queue keeps a slow backup from overlapping the next. After each backup,
 * all but the newest BACKUP_KEEP files in the folder are deleted. Undefined when
 * BACKUP_SCHEDULE is unset.
 */
export function backupJob(options: { log?: (message: string) => void } = {}): JobDeclaration | undefined {
  const schedule = env().BACKUP_SCHEDULE;
  if (!schedule) return undefined;
  const log = options.log ?? (() => {});
  const folder = backupFolder();
  return {
    name: BACKUP_QUEUE,
    cron: schedule,
    queue: { policy: "stately", retryLimit: 0, expireInSeconds: 6 * 60 * 60 },
    pollingIntervalSeconds: 2,
    async run() {
      const file = path.join(folder, backupFileName(new Date()));
      try {
        await mkdir(folder, { recursive: true });
        const result = await writeBackup(getDatabase().sql, file);
        const deleted = await pruneBackups(folder, env().BACKUP_KEEP);
        log(
          `scheduled backup written: ${file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} ` +
            `s)${deleted.length ? `; deleted ${deleted.length} older` : ""}`,
        );
      } catch (error) {
        log(`scheduled backup failed: ${(error as Error).message}`);
        throw error;
      }
    },
  };
}
