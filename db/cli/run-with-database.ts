/**
 * The frame every operator command shares: read the settings, connect like the server
 * does (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR, reusing it when the
 * server is running), run the command, close the connection, exit with the command's code.
 */
import { loadEnvOrExit } from "../../config/env";
import { connectDatabase } from "../connect";

export async function runWithDatabase(name: string, command: () => Promise<number>): Promise<never> {
  loadEnvOrExit();
  let connection: Awaited<ReturnType<typeof connectDatabase>>;
  try {
    connection = await connectDatabase();
  } catch (error) {
    console.error(`Cannot open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  let exitCode = 1;
  try {
    exitCode = await command();
  } catch (error) {
    console.error(`${name} failed: ${(error as Error).stack ?? error}`);
  } finally {
    await connection.close();
  }
  process.exit(exitCode);
}
