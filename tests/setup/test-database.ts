import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../db/client";

/**
 * Gives the calling test file a database of its own, copied from the migrated
 * template, and makes it the one core/ uses. Call once at the top of the file.
 */
export function withTestDatabase(): { handle: () => DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  let adminUrl: string;
  let name: string;

  beforeAll(async () => {
    const templateUrl = new URL(inject("templateDatabaseUrl"));
    const templateName = templateUrl.pathname.slice(1);
    const parentPid = templateName.split("_").pop();
    name = `jobboard_test_${parentPid}_${randomBytes(4).toString("hex")}`;
    adminUrl = new URL("/postgres", templateUrl).toString();
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    await admin.end();
    handle = openDatabase(new URL(`/${name}`, templateUrl).toString(), 5);
    setDatabase(handle);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await handle?.close();
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  return {
    handle: () => {
      if (!handle) throw new Error("withTestDatabase: the database is ready only inside tests and hooks");
      return handle;
    },
  };
}
