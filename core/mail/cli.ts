/**
 * `npm run mail -- <command>`: the mail queue for operators (decision 050), until the
 * admin screen lists it. Connects like the server (DATABASE_URL, else the embedded
 * PostgreSQL under DATA_DIR, shared with a running server).
 *   status       how many mails wait and how many failed for good
 *   failed       the mails that failed their last try, newest first
 *   retry ID     queue a failed mail again with a fresh set of tries
 */
import { runWithDatabase } from "../../db/cli/run-with-database";
import { listFailedMail, mailQueueCounts, retryFailedMail } from "./mail-outbox.service";

const usage = "usage: npm run mail -- status | failed | retry ID";

async function run(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  if (command === "status") {
    const counts = await mailQueueCounts();
    console.log(
      `pending: ${counts.pending} (oldest ${Math.round(counts.oldestPendingSeconds)} s), failed: ${counts.failed}`,
    );
    return 0;
  }
  if (command === "failed") {
    const failed = await listFailedMail();
    if (failed.length === 0) console.log("no failed mail");
    for (const mail of failed) {
      console.log(
        `${mail.id}\t${mail.failedAt.toISOString()}\t${mail.recipient}\t${mail.subject}\t${mail.attempts} tries\t${mail.lastError ?? ""}`,
      );
    }
    return 0;
  }
  if (command === "retry" && arg && /^\d+$/.test(arg)) {
    if (await retryFailedMail(Number(arg))) {
      console.log(`mail ${arg} queued again`);
      return 0;
    }
    console.error(`no failed mail with id ${arg}`);
    return 1;
  }
  console.error(usage);
  return 2;
}

await runWithDatabase("mail", () => run(process.argv.slice(2)));
