/**
 * `npm run collect`: the collector's command line. It connects like the server does
 * (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR, reusing it when the
 * server is running), so it works with or without the server.
 */
import { loadEnvOrExit } from "../../config/env";
import { connectDatabase } from "../../db/connect";
import { runCollectorCommand, usage } from "./cli/commands";

loadEnvOrExit();
const argv = process.argv.slice(2);
if (argv.includes("--help") || argv.includes("-h")) {
  console.log(usage);
  process.exit(0);
}

let connection: Awaited<ReturnType<typeof connectDatabase>> | undefined;
try {
  connection = await connectDatabase();
} catch (error) {
  console.error(`Cannot open the database: ${(error as Error).message}`);
  process.exit(1);
}

let exitCode = 1;
try {
  exitCode = await runCollectorCommand(argv, { out: process.stdout, err: process.stderr });
} catch (error) {
  console.error(`collect failed: ${(error as Error).stack ?? error}`);
} finally {
  await connection.close();
}
process.exit(exitCode);
