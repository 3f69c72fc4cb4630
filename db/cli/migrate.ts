import { loadEnvOrExit } from "../../config/env";
import { connectDatabase } from "../connect";

// connectDatabase applies pending migrations; this command only reports and leaves.
loadEnvOrExit();
try {
  const connection = await connectDatabase();
  const rows = await connection.handle.sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`;
  console.log(`Database is up to date (${rows.length} migrations applied).`);
  await connection.close();
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
