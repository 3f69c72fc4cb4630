/**
 * `npm run alerts -- <command>`: job alerts for operators (decision 080). Connects like the
 * server (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR, shared with a running server).
 *   run          check the due alerts now and queue their mails (what the scheduler does)
 *   run --all    check every active alert now, whatever its schedule
 *   status       how many alerts there are, by state, and the mails queued in the last day
 */
import { sql } from "../../db/client";
import { runWithDatabase } from "../../db/cli/run-with-database";
import { runAlerts } from "./alert-run";

const usage = "usage: npm run alerts -- run [--all] | status";

async function run(argv: string[]): Promise<number> {
  const [command, flag] = argv;
  if (command === "run" && (flag === undefined || flag === "--all")) {
    const summary = await runAlerts({ force: flag === "--all" });
    if (summary.skipped) {
      console.log("another run is under way (another process); nothing done");
      return 0;
    }
    console.log(
      `${summary.checked} alert(s) checked against ${summary.newJobs} new job(s): ${summary.mailed} ` +
        `mail(s) queued with ${summary.jobsSent} job(s) in ${summary.ms} ms`,
    );
    return 0;
  }
  if (command === "status") {
    const rows = await sql()<
      { status: string; count: number }[]
    >`SELECT status, count(*)::int AS count FROM job_alerts GROUP BY status ORDER BY status`;
    const [mails] = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM alert_mails WHERE queued_at > now() - interval '1 day'`;
    console.log(
      `${rows.map((row) => `${row.status}: ${row.count}`).join(", ") || "no alerts"}; mails queued in the last 24 h: ${mails.count}`,
    );
    return 0;
  }
  console.error(usage);
  return 2;
}

await runWithDatabase("alerts", () => run(process.argv.slice(2)));
