/**
 * `npm run restore FILE [--force]`: loads a file from `npm run backup` into the board's
 * database (decision 053): an empty DATA_DIR or DATABASE_URL database. With --force it first
 * deletes every row of the board's tables there. Refused, with nothing changed: a truncated
 * or damaged file, another program's file, a board with other migrations, a database that
 * holds data (without --force) and a database the running server is using.
 */
import { loadEnvOrExit, overrideEnv } from "../../config/env";
import { RestoreRefused, restoreBackup } from "../backup/restore";
import { sql } from "../client";
import { runWithDatabase } from "./run-with-database";

loadEnvOrExit();
// One connection: the check for a running server counts every other connection of the board.
overrideEnv({ DATABASE_POOL_SIZE: 1 });
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--force");
if (!file || unknown.length) {
  console.error(
    `${unknown.length ? `unknown option ${unknown.join(", ")}\n` : ""}usage: npm run restore -- ` +
      `FILE [--force]   (--force deletes what the database holds, then loads FILE)`,
  );
  process.exit(2);
}

await runWithDatabase("restore", async () => {
  try {
    const result = await restoreBackup(sql(), file, { force: args.includes("--force") });
    console.log(
      `restored ${file}: ${result.tables.length} tables, ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    console.error(`restore refused: ${error.message}`);
    return 1;
  }
});
