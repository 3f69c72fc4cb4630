/**
 * `npm run bench recovery`: how long the board is away when its embedded PostgreSQL is killed
 * (issue 13). A real `npm start` (two workers, the 1,200 demo jobs) in a temp DATA_DIR; the
 * postmaster is killed with SIGKILL three times, while one client asks for /api/alljobs/1 in a
 * loop; each round reports the time from the kill to the first 200 again, the answers seen in
 * between by status, and whether the Node process stayed the same.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runningPostmaster } from "../db/embedded";
import { startServerProcess, stopServerProcess, waitUntilReady } from "../tests/helpers/server-process";

const rounds = Number(process.env.BENCH_RECOVERY_ROUNDS ?? 3);

export default async function recoveryBench(): Promise<string> {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jobboard-recovery-"));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "2",
    COLLECTOR_SCHEDULE_HOURS: "0",
    ALERTS_TICK_MINUTES: "0",
    LOG_LEVEL: "warn",
  });
  const rows: string[] = [];
  try {
    await waitUntilReady(server, 300_000);
    for (let round = 1; round <= rounds; round++) {
      const postmaster = runningPostmaster(dataDir);
      if (!postmaster) throw new Error("no postmaster found in the bench's DATA_DIR");
      process.kill(postmaster.pid, "SIGKILL");
      const killedAt = performance.now();
      const statuses = new Map<number, number>();
      let firstOk: number | undefined;
      let sawOutage = false;
      while (performance.now() - killedAt < 60_000) {
        const status = await fetch(`${server.url}/api/alljobs/1`).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        if (status === 200 && sawOutage) {
          firstOk = performance.now() - killedAt;
          break;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 200) sawOutage = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const seen = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count} × ${status === 0 ? "no answer" : status}`)
        .join(", ");
      const sameNode = server.child.exitCode === null;
      rows.push(
        `| ${round} | ${firstOk === undefined ? "not within 60 s" : `${(firstOk / 1000).toFixed(1)} s`} | ${seen} | ${sameNode ? "yes" : "no"} |`,
      );
      console.log(rows[rows.length - 1]);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  } finally {
    await stopServerProcess(server);
    const left = runningPostmaster(dataDir);
    if (left) process.kill(left.pid, "SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    "## Recovery after the embedded PostgreSQL is killed (issue 13)",
    "",
    "`npm run bench recovery`: `npm start` with two workers and the 1,200 demo jobs; the " +
      "postmaster is killed with SIGKILL, one client asks for /api/alljobs/1 every 50 ms; time " +
      "from the kill to the first 200 after the outage was seen (decision 052's supervisor restarts PostgreSQL).",
    "",
    "| round | back after | answers before that (status) | same Node process |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    `Load average when started: ${load}.`,
  ].join("\n");
}
