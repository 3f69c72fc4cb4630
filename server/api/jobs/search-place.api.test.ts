import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

const database = withTestDatabase();
const app = createTestApp();

/** React jobs in three cities, one of them remote with a Bengaluru address; a Pune backend job. */
beforeAll(async () => {
  await insertFixtureJobs(database.handle().sql, [
    { title: "React Developer", company: "Kite Pay", locality: "Bengaluru", region: "Karnataka" },
    { title: "React Engineer", company: "Orbit Bank", locality: "Hyderabad", region: "Telangana" },
    { title: "React Lead", company: "Vast Corp", locality: "Bengaluru", region: "Karnataka", workplace: "remote" },
    { title: "Backend Engineer", company: "Vast Corp", locality: "Pune", region: "Maharashtra" },
    { title: "Designer", company: "Orbit Bank", locality: "Gurugram", region: "Haryana" },
  ]);
});

const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title).sort();

describe("GET /api/search with a place", () => {
  it("takes a city named among the words as the place, not as a word to match", async () => {
    const answer = await requestJson(app, "/api/search?q=react+developer+bengaluru");
    expect(answer.status).toBe(200);
    expect(titles(answer.body)).toEqual(["React Developer"]);
    expect(answer.body.mode).toBe("all");
    expect(answer.body.place).toEqual({ value: "bengaluru", label: "Bengaluru", from: "query", known: true });
    expect(answer.body.keywords).toBe("react developer ");
    expect(answer.body.elsewhere).toBeNull();
    expect(titles((await requestJson(app, "/api/search?q=backend+in+pune")).body)).toEqual(["Backend Engineer"]);
  });

  it("reads the where parameter by any name of the city, and a city never includes its remote jobs", async () => {
    const bangalore = await requestJson(app, "/api/search?q=react&where=Bangalore");
    expect(titles(bangalore.body)).toEqual(["React Developer"]);
    expect(bangalore.body.place).toMatchObject({ value: "bengaluru", from: "where" });
    expect(titles((await requestJson(app, "/api/search?where=gurgaon")).body)).toEqual(["Designer"]);
    expect(titles((await requestJson(app, "/api/search?q=react&location=bengaluru")).body)).toEqual([
      "React Developer",
    ]);
    expect(titles((await requestJson(app, "/api/search?q=react&where=remote")).body)).toEqual(["React Lead"]);
    const facets = (await requestJson(app, "/api/search?q=react")).body.facets.location as {
      value: string;
      count: number;
    }[];
    expect(Object.fromEntries(facets.map((item) => [item.value, item.count]))).toEqual({
      remote: 1,
      bengaluru: 1,
      hyderabad: 1,
    });
  });

  it("says what the search finds elsewhere when the place has none", async () => {
    const answer = await requestJson(app, "/api/search?q=react&where=Pune");
    expect(answer.body.total).toBe(0);
    expect(answer.body.elsewhere).toEqual({ anywhere: 3, remote: 1 });
    const unknown = await requestJson(app, "/api/search?q=react&where=Atlantis");
    expect(unknown.body.place).toMatchObject({ label: "Atlantis", known: false });
    expect(unknown.body.total).toBe(0);
  });

  it("refuses a place longer than 100 characters with a 400 naming it", async () => {
    const answer = await requestJson(app, `/api/search?where=${"x".repeat(101)}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("where may be at most 100 characters");
  });
});
