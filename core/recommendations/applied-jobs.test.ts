import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import { answerPrompt, createApplication, recordApply } from "../applications";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { recommendJobs } from "./recommendations.service";

withTestDatabase();

describe("recommendations and applications (issue 30)", () => {
  it("leave out jobs applied to or not interested in, and rank by the applied jobs' titles and skills", async () => {
    const [applied, notInterested, alike, other] = await insertFixtureJobs(sql(), [
      {
        title: "Elixir Platform Engineer",
        category: "Backend Development",
        skills: "Elixir, Phoenix, PostgreSQL",
        ageDays: 2,
      },
      { title: "Elixir Developer", category: "Backend Development", skills: "Elixir, Phoenix", ageDays: 1 },
      { title: "Platform Engineer", category: "Backend Development", skills: "Phoenix, PostgreSQL", ageDays: 3 },
      { title: "Graphic Designer", category: "Design", skills: "Illustrator", ageDays: 0 },
    ]);
    const [user] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, name) VALUES ('reco-apps@example.com', 'Asha') RETURNING id`;
    // No profile at all: before applying, only the newest jobs (with the prompt to complete the profile).
    expect((await recommendJobs(user.id)).profileIncomplete).toBe(true);

    await createApplication(user.id, { job: applied });
    await recordApply({ jobId: notInterested, userId: user.id });
    const [prompt] = await sql()<{ id: number }[]>`SELECT id FROM applications WHERE job_id = ${notInterested}`;
    await answerPrompt(user.id, { id: prompt.id, answer: "not_interested" });

    const result = await recommendJobs(user.id);
    const ids = result.jobs.map((job) => job.id);
    expect(result.profileIncomplete).toBe(false);
    expect(ids).not.toContain(applied);
    expect(ids).not.toContain(notInterested);
    expect(ids[0]).toBe(alike);
    expect(result.jobs[0].match.titleWords).toEqual(expect.arrayContaining(["platform", "engineer"]));
    expect(ids).not.toContain(other);
  });
});
