import { mkdir } from "node:fs/promises";
import path from "node:path";
import PgBoss from "pg-boss";
import { env } from "../../config/env";
import { writeBackup } from "../../db/backup/backup";
import { backupFileName, backupFolder, pruneBackups } from "../../db/backup/backup-files";
import { getDatabase } from "../../db/client";

const QUEUE = "board-backup";

export interface BackupScheduler {
  /** Queues a backup now (what the cron does at each scheduled time). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Scheduled backups (decision 053), run by the main server process: pg-boss turns each
 * BACKUP_SCHEDULE time into one job for all processes and machines on the database, and
 * its "stately" queue keeps a slow backup from overlapping the next. After each backup,
 * all but the newest BACKUP_KEEP files in the folder are deleted. Undefined when
 * BACKUP_SCHEDULE is unset.
 */
export async function startBackupScheduler(options: { log?: (message: string) => void } = {}): Promise<BackupScheduler | undefined> {
  const settings = env();
  if (!settings.BACKUP_SCHEDULE) return undefined;
  const log = options.log ?? (() => {});
  const folder = backupFolder();
  const boss = new PgBoss({ connectionString: getDatabase().url, schema: "pgboss", max: 2 });
  boss.on("error", (error) => log(`backup scheduler: ${error.message}`));
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: "stately", retryLimit: 0, expireInSeconds: 6 * 60 * 60 });
  await boss.work(QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const file = path.join(folder, backupFileName(new Date()));
    try {
      await mkdir(folder, { recursive: true });
      const result = await writeBackup(getDatabase().sql, file);
      const deleted = await pruneBackups(folder, env().BACKUP_KEEP);
      log(`scheduled backup written: ${file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s)${deleted.length ? `; deleted ${deleted.length} older` : ""}`);
    } catch (error) {
      log(`scheduled backup failed: ${(error as Error).message}`);
      throw error;
    }
  });
  await boss.schedule(QUEUE, settings.BACKUP_SCHEDULE);
  return {
    async runNow() {
      await boss.send(QUEUE, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
