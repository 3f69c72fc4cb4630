/**
 * `npm run applications -- remind [--now ISO-TIME]`: queues the next-step reminders due now (what the
 * hourly tick does), or at the given time (the end-to-end test sets the clock this way). Connects like
 * the server (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR, shared with a running server).
 */
import { runWithDatabase } from "../../db/cli/run-with-database";
import { runReminders } from "./application-reminders";

const usage = "usage: npm run applications -- remind [--now 2026-12-03T09:00:00+05:30]";

async function run(argv: string[]): Promise<number> {
  const [command, flag, value] = argv;
  if (command === "remind" && (flag === undefined || (flag === "--now" && value))) {
    const now = value ? new Date(value) : new Date();
    if (Number.isNaN(now.getTime())) {
      console.error(usage);
      return 2;
    }
    const summary = await runReminders({ now });
    console.log(`${summary.queued} reminder mail(s) queued for ${now.toISOString()}`);
    return 0;
  }
  console.error(usage);
  return 2;
}

await runWithDatabase("applications", () => run(process.argv.slice(2)));
