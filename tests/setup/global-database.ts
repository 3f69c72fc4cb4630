import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client";
import { ensureDatabaseExists } from "../../db/connect";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded";
import { migrate } from "../../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the migrated template database that each test file copies. */
    templateDatabaseUrl: string;
  }
}

const templateName = `jobboard_template_${process.pid}`;

/**
 * One PostgreSQL server for the whole run: the embedded one in a fresh folder,
 * or the server named by TEST_DATABASE_URL. Migrations run once into a template;
 * each test file then gets its own copy (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-test-pg-"));
    embedded = await startEmbeddedPostgres(dataDir);
    serverUrl = embedded.url;
  }
  const templateUrl = await ensureDatabaseExists(serverUrl, templateName);
  const template = openDatabase(templateUrl, 1);
  await migrate(template.sql);
  await template.close();
  project.provide("templateDatabaseUrl", templateUrl);

  return async () => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const leftovers = await admin<{ datname: string }[]>`
      SELECT datname FROM pg_database WHERE datname LIKE ${`jobboard_test_${process.pid}_%`} OR datname = ${templateName}`;
    for (const { datname } of leftovers) await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
