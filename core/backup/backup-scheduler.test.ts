import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../config/env";
import { backupFileName } from "../../db/backup/backup-files";
import { readBackup } from "../../db/backup/backup-reader";
import { withTestDatabase } from "../../tests/setup/test-database";
import { startJobRunner, type JobRunner } from "../shared/job-runner";
import { BACKUP_QUEUE, backupJob } from "./backup-scheduler";

withTestDatabase();
const folder = mkdtempSync(path.join(tmpdir(), "jobboard-scheduled-backups-"));
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  overrideEnv({ BACKUP_SCHEDULE: undefined, BACKUP_DIR: undefined, BACKUP_KEEP: 7 });
  rmSync(folder, { recursive: true, force: true });
});

describe("scheduled backups through the job runner", () => {
  it("is off when BACKUP_SCHEDULE is unset", async () => {
    overrideEnv({ BACKUP_SCHEDULE: undefined });
    expect(backupJob()).toBeUndefined();
  });

  it("writes one backup per tick with two processes' schedulers, keeping the newest BACKUP_KEEP files", async () => {
    // Three older backups and a file that is not one of ours (never deleted).
    const old = [1, 2, 3].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day, 3))));
    for (const name of [...old, "notes.txt"]) writeFileSync(path.join(folder, name), "old");
    overrideEnv({ BACKUP_SCHEDULE: "0 3 * * *", BACKUP_DIR: folder, BACKUP_KEEP: 2 });
    const logs: string[] = [];
    const log = (line: string) => logs.push(line);
    runners.push(await startJobRunner([backupJob({ log })!]), await startJobRunner([backupJob({ log })!]));
    await Promise.all(runners.map((runner) => runner.send(BACKUP_QUEUE)));
    const deadline = Date.now() + 30_000;
    while (!logs.some((line) => line.startsWith("scheduled backup written")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Both processes' ticks have had their turn: the stately queue kept one job.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(logs.filter((line) => line.startsWith("scheduled backup written"))).toHaveLength(1);
    const files = readdirSync(folder).sort();
    expect(files).toHaveLength(3);
    expect(files).toContain("notes.txt");
    expect(files).toContain(old[2]);
    const fresh = files.find((name) => name !== "notes.txt" && !old.includes(name))!;
    const checked = await readBackup(path.join(folder, fresh));
    expect(checked.tables.map((table) => table.table)).toContain("jobs");
  }, 60_000);
});
