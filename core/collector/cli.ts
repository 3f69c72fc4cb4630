/**
 * `npm run collect`: the collector's command line. It connects like the server does
 * (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR, reusing it when the
 * server is running), so it works with or without the server.
 */
import { runWithDatabase } from "../../db/cli/run-with-database";
import { runCollectorCommand, usage } from "./cli/commands";

const argv = process.argv.slice(2);
if (argv.includes("--help") || argv.includes("-h")) {
  console.log(usage);
  process.exit(0);
}

await runWithDatabase("collect", () => runCollectorCommand(argv, { out: process.stdout, err: process.stderr }));
