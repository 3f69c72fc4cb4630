// Decision 002: the SQL migrations make the database; the Drizzle schema in db/schema/ must describe every table
// of it exactly. This test builds nothing by hand: the file's database is a copy of the template that
// tests/setup/global-database.ts migrated with every file in db/migrations.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { describe, expect, inject, it } from "vitest";
import { withTestDatabase } from "../tests/setup/test-database";
import { migrate } from "./migrate";
import * as schema from "./schema";
import { compareShapes, databaseShapes, drizzleShapes, normalizeSql } from "./schema-drift";

const database = withTestDatabase();

describe("the Drizzle schema and the migrated database", () => {
  it("have the same tables, columns, types, nullability, defaults, keys, checks and indexes", async () => {
    const differences = compareShapes(await databaseShapes(database.handle().sql), await drizzleShapes(schema));
    // On failure the list names each table and column, key or index that differs, and on which side.
    expect(
      differences,
      "db/schema/ must describe every table db/migrations make (decision 002): every column, CHECK, index and REFERENCES " +
        "(.references()); a DESC index column is .desc().nullsFirst() (Drizzle's .desc() alone means NULLS LAST)",
    ).toEqual([]);
  });

  it("covers every table the migrations create", async () => {
    const tables = [...(await databaseShapes(database.handle().sql)).keys()];
    const drizzleTables = [...(await drizzleShapes(schema)).keys()];
    expect(tables.length).toBeGreaterThanOrEqual(29);
    expect(drizzleTables.sort()).toEqual(tables.sort());
  });
});

describe("the drift check", () => {
  it("reads SQL as PostgreSQL prints it and as it is written in db/schema alike", () => {
    expect(normalizeSql(`CHECK ((status = ANY (ARRAY['open'::text, 'closed'::text])))`.slice(6))).toBe(
      normalizeSql(`"jobs"."status" IN ('open', 'closed')`),
    );
    expect(normalizeSql("((founded_year >= 1800) AND (founded_year <= 2200))")).toBe(
      normalizeSql(`"companies"."founded_year" BETWEEN 1800 AND 2200`),
    );
    expect(normalizeSql("((length(name) >= 1) AND (length(name) <= 120))")).toBe(
      normalizeSql("length(name) BETWEEN 1 AND 120"),
    );
    expect(normalizeSql("'{}'::text[]")).toBe("'{}'");
    expect(normalizeSql("(status = 'Open'::text)")).not.toBe(normalizeSql("status = 'open'"));
  });

  it("names a column, an index, a default and a table that a new migration adds but the schema lacks", async () => {
    // A scratch database copied from the migrated template, and a scratch migration applied by the real runner.
    const templateUrl = new URL(inject("templateDatabaseUrl"));
    const scratchName = `${templateUrl.pathname.slice(1).replace("template", "test")}_drift_${process.pid}`;
    const admin = postgres(new URL("/postgres", templateUrl).toString(), { max: 1, onnotice: () => {} });
    const folder = mkdtempSync(path.join(tmpdir(), "jobboard-drift-"));
    await admin.unsafe(`CREATE DATABASE "${scratchName}" TEMPLATE "${templateUrl.pathname.slice(1)}"`);
    const scratch = postgres(new URL(`/${scratchName}`, templateUrl).toString(), { max: 1, onnotice: () => {} });
    try {
      writeFileSync(
        path.join(folder, "9999_scratch.sql"),
        `ALTER TABLE jobs ADD COLUMN scratch_note text NOT NULL DEFAULT 'none';
         CREATE INDEX jobs_scratch_note_idx ON jobs (scratch_note) WHERE status = 'open';
         ALTER TABLE users ALTER COLUMN role SET DEFAULT 'employer';
         CREATE TABLE scratch_things (id serial PRIMARY KEY);`,
      );
      expect(await migrate(scratch, folder)).toEqual(["9999_scratch.sql"]);

      const differences = compareShapes(await databaseShapes(scratch), await drizzleShapes(schema));
      expect(differences).toEqual([
        `jobs column scratch_note: in the migrated database as "text not null default 'none'", missing from the Drizzle schema`,
        `jobs index jobs_scratch_note_idx: in the migrated database as "using btree scratch_note where status = 'open'", missing from the Drizzle schema`,
        "table scratch_things: in the migrated database, missing from the Drizzle schema",
        `users column role: database "text not null default 'employer'", Drizzle "text not null default 'candidate'"`,
      ]);
    } finally {
      await scratch.end();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${scratchName}" WITH (FORCE)`);
      await admin.end();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("names a column the schema has but no migration made, on either side", async () => {
    // The same schema with its jobs table replaced by one that has a column the migrations never made.
    const withExtra = { ...schema, jobs: pgTable("jobs", { id: serial("id").primaryKey(), extra: text("extra") }) };
    const differences = compareShapes(await databaseShapes(database.handle().sql), await drizzleShapes(withExtra));
    expect(differences).toContain(
      `jobs column extra: in the Drizzle schema as "text", missing from the migrated database`,
    );
  });
});
