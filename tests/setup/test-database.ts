import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../db/client";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A database of its own, copied from the migrated template (inside a test's hooks or tests). withTestDatabase
 * makes one the default board's; a test of several boards (decision 135) makes one per board.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = new URL(inject("templateDatabaseUrl"));
  const templateName = templateUrl.pathname.slice(1);
  const parentPid = templateName.split("_").pop();
  const name = `jobboard_test_${parentPid}_${randomBytes(4).toString("hex")}`;
  const adminUrl = new URL("/postgres", templateUrl).toString();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  await admin.end();
  const handle = openDatabase(new URL(`/${name}`, templateUrl).toString(), 5);
  return {
    handle,
    async drop() {
      await handle.close();
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Gives the calling test file a database of its own, copied from the migrated
 * template, and makes it the one core/ uses. Call once at the top of the file.
 */
export function withTestDatabase(): { handle: () => DatabaseHandle } {
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabase(database.handle);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await database?.drop();
  });

  return {
    handle: () => {
      if (!database) throw new Error("withTestDatabase: the database is ready only inside tests and hooks");
      return database.handle;
    },
  };
}
