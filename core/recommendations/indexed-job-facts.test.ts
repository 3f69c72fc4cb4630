import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { searchIndex } from "../search";
import { indexedJobFacts } from "./indexed-job-facts";
import { jobFacts, type MatchableJob } from "./job-facts";

withTestDatabase();

/** jobFacts (a real PostgreSQL read), noting which ids each call asked for. */
function countingRead() {
  const asked: number[][] = [];
  const read = async (ids: number[]): Promise<MatchableJob[]> => {
    asked.push([...ids].sort((a, b) => a - b));
    return jobFacts(ids);
  };
  return { asked, read };
}

const byId = (jobs: MatchableJob[]) => [...jobs].sort((a, b) => a.id - b.id);

describe("scoring fields kept beside the search index", () => {
  it("reads a job once, and again as soon as it changes, closes or was never indexed", async () => {
    const [first, second] = await insertFixtureJobs(sql(), [
      { title: "Rust Developer", category: "Backend", skills: "Rust, Tokio", minExperience: 2, maxExperience: 5 },
      { title: "Go Developer", category: "Backend", skills: "Go, gRPC" },
      // Enough other jobs that two changes leave the index in place (it rebuilds when a fifth of its slots are dead).
      ...Array.from({ length: 10 }, (_, i) => ({ title: `Filler Role ${i}` })),
    ]);
    const { asked, read } = countingRead();
    let index = await searchIndex();

    const once = await indexedJobFacts(index, [first, second], read);
    expect(byId(once)).toEqual(byId(await jobFacts([first, second])));
    expect(await indexedJobFacts(index, [first, second], read)).toHaveLength(2);
    expect(asked).toEqual([[first, second].sort((a, b) => a - b)]);

    // A write to the job reaches this process through the change log; its facts are read again.
    await sql()`UPDATE jobs SET title = 'Rust Engineer', skills = 'Rust, Axum' WHERE id = ${first}`;
    index = await searchIndex();
    const changed = await indexedJobFacts(index, [first, second], read);
    expect(asked.at(-1)).toEqual([first]);
    expect(changed.find((job) => job.id === first)).toMatchObject({ title: "Rust Engineer", skills: "Rust, Axum" });

    // A closed job leaves the index: it is read (and seen closed) every time, never served from memory.
    await sql()`UPDATE jobs SET status = 'closed' WHERE id = ${second}`;
    index = await searchIndex();
    for (let call = 0; call < 2; call++) {
      const facts = await indexedJobFacts(index, [first, second], read);
      expect(asked.at(-1)).toEqual([second]);
      expect(facts.find((job) => job.id === second)?.status).toBe("closed");
    }
  });
});
