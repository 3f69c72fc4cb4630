import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentBoard, runWithBoard, type Board } from "../../config/board";
import { env, parseEnv } from "../../config/env";
import { insertFixtureJobs } from "../fixtures/search-fixtures";
import { sql } from "../../db/client";
import { createApp } from "../../server/app";
import { closeBoard, createBoard } from "../../server/board";
import { ensureBuild } from "../../server/build-check";
import { createPageHandler, loadServerBuild } from "../../server/react-router-handler";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/**
 * Two boards in one process (issue 32, decision 135): each with its own database, settings and search index, served
 * by two apps made by the same createApp from the same loaded page build. The same request gets each board's own
 * data, from the API (Hono's context) and from the pages (React Router's load context), and code run for a request
 * finds its own board after every await. The page build imports the server's own core/, db/ and config/ (decision 210).
 */
const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const databases: TestDatabase[] = [];
const boards: Board[] = [];
let build: ServerBuild;

interface Served {
  board: Board;
  app: ReturnType<typeof createApp>;
  jobId: number;
}
let first: Served;
let second: Served;

async function serve(name: string, title: string): Promise<Served> {
  const database = await createTestDatabase();
  databases.push(database);
  const [jobId] = await insertFixtureJobs(database.handle.sql, [{ title, company: `${name} Labs`, skills: "Kotlin" }]);
  const board = createBoard(
    { ...parseEnv({ NODE_ENV: "test" }), CONTACT_EMAIL: `hello@${name}.example`, SEARCH_SNAPSHOTS: false },
    database.handle,
  );
  boards.push(board);
  const pages = createPageHandler(build, "production");
  const app = createApp({
    board,
    // Pages from the real build, and one path that says what core/ sees while answering (before and after a query).
    pageHandler: async (c) => {
      if (c.req.path !== "/whoami") return pages(c);
      const before = { board: currentBoard() === c.get("board"), contact: env().CONTACT_EMAIL };
      const [{ database: current }] = await sql()<{ database: string }[]>`SELECT current_database() AS database`;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return c.json({
        before,
        after: { board: currentBoard() === c.get("board"), contact: env().CONTACT_EMAIL },
        database: current,
      });
    },
  });
  return { board, app, jobId };
}

beforeAll(async () => {
  ensureBuild(projectDir, () => {});
  build = await loadServerBuild(path.join(projectDir, "build"));
  first = await serve("first", "Quokka Kotlin Engineer");
  second = await serve("second", "Wombat Kotlin Engineer");
}, 240_000);

afterAll(async () => {
  await Promise.all(boards.map(closeBoard));
  await Promise.all(databases.map((database) => database.drop()));
});

async function searchTitles(app: Served["app"], q: string): Promise<string[]> {
  const response = await app.request(`/api/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { jobs: { title: string }[] }).jobs.map((job) => job.title);
}

describe("two boards in one process", () => {
  it("answer the same API search each from its own database and its own search index", async () => {
    const [a, b] = await Promise.all([searchTitles(first.app, "kotlin"), searchTitles(second.app, "kotlin")]);
    expect(a).toEqual(["Quokka Kotlin Engineer"]);
    expect(b).toEqual(["Wombat Kotlin Engineer"]);
    // A job added to one board's database reaches that board's index only.
    await insertFixtureJobs(databases[1].handle.sql, [{ title: "Numbat Kotlin Engineer", skills: "Kotlin" }]);
    expect((await searchTitles(second.app, "kotlin")).sort()).toEqual([
      "Numbat Kotlin Engineer",
      "Wombat Kotlin Engineer",
    ]);
    expect(await searchTitles(first.app, "kotlin")).toEqual(["Quokka Kotlin Engineer"]);
  });

  it("render the same page through one page build each with its own data", async () => {
    const [a, b] = await Promise.all([
      first.app.request("/search/job?q=kotlin"),
      second.app.request("/search/job?q=kotlin"),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [pageA, pageB] = [await a.text(), await b.text()];
    expect(pageA).toContain("Quokka Kotlin Engineer");
    expect(pageA).not.toContain("Wombat Kotlin Engineer");
    expect(pageB).toContain("Wombat Kotlin Engineer");
    expect(pageB).not.toContain("Quokka Kotlin Engineer");
    // A job page's loader reads its board's database: the first board's job id is not the second's job.
    const job = await first.app.request(`/job/${first.jobId}`, { redirect: "manual" });
    const target = job.headers.get("location")!;
    expect(job.status).toBe(301);
    const details = await first.app.request(target);
    expect(await details.text()).toContain("Quokka Kotlin Engineer");
    const elsewhere = await second.app.request(target);
    expect(await elsewhere.text()).not.toContain("Quokka Kotlin Engineer");
    // The company directory keeps its rows a few seconds: each board its own.
    const [companiesA, companiesB] = await Promise.all([
      first.app.request("/companies"),
      second.app.request("/companies"),
    ]).then((answers) => Promise.all(answers.map((answer) => answer.text())));
    expect(companiesA).toContain("first Labs");
    expect(companiesA).not.toContain("second Labs");
    expect(companiesB).toContain("second Labs");
    expect(companiesB).not.toContain("first Labs");
  });

  it("let a request's code find its own board, settings and database, after each await too", async () => {
    const [a, b] = await Promise.all([first.app.request("/whoami"), second.app.request("/whoami")]);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(bodyA).toEqual({
      before: { board: true, contact: "hello@first.example" },
      after: { board: true, contact: "hello@first.example" },
      database: databases[0].handle.url.split("/").pop(),
    });
    expect(bodyB).toEqual({
      before: { board: true, contact: "hello@second.example" },
      after: { board: true, contact: "hello@second.example" },
      database: databases[1].handle.url.split("/").pop(),
    });
  });

  it("leave the default board of tests and commands alone", () => {
    expect(boards).not.toContain(currentBoard());
    expect(() => sql()).toThrow(/not connected/);
  });

  it("share the server's own modules with the page build, which carries no copy of core/, db/ or config/ (decision 210)", () => {
    const entry = build.entry.module as typeof build.entry.module & { runWithBoard?: unknown };
    expect(entry.runWithBoard).toBe(runWithBoard);
  });
});
