import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "../../config/env";

const pattern = /^jobboard-\d{8}T\d{6}Z\.backup\.gz$/;

/** jobboard-20261123T140501Z.backup.gz: sorts by time, safe in any file system. */
export function backupFileName(at: Date): string {
  return `jobboard-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.backup.gz`;
}

/** Deletes all but the newest `keep` backups named by backupFileName in the folder; returns the deleted names. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => pattern.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(folder, name), { force: true });
  return old;
}

/** Where backups go without a FILE, scheduled ones too: BACKUP_DIR, else DATA_DIR/backups. */
export function backupFolder(): string {
  const settings = env();
  return path.resolve(settings.BACKUP_DIR ?? path.join(settings.DATA_DIR, "backups"));
}
