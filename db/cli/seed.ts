import { loadEnvOrExit } from "../../config/env";
import { connectDatabase } from "../connect";
import { loadDemoData } from "../seed/load";

loadEnvOrExit();
try {
  const connection = await connectDatabase();
  const started = Date.now();
  const result = await loadDemoData(connection.handle.sql);
  console.log(`Demo data loaded: ${result.jobs} new jobs, ${result.companies} companies (${Date.now() - started} ms).`);
  await connection.close();
} catch (error) {
  console.error(`Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
