/**
 * `npm run user`: roles from the command line (the only way to make an admin besides
 * ADMIN_EMAILS). Connects like the server does, with or without the server running.
 */
import { runWithDatabase } from "../../db/cli/run-with-database";
import { runUserCommand } from "./cli/user-commands";

await runWithDatabase("user", () =>
  runUserCommand(process.argv.slice(2), { out: process.stdout, err: process.stderr }),
);
