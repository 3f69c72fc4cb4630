import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import { saveJob } from "../saved-jobs";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { PLACE_WEIGHT, reasonLine } from "./match-reasons";
import { recommendJobs } from "./recommendations.service";

withTestDatabase();

async function candidate(fields: {
  skills?: string;
  title?: string;
  industry?: string;
  years?: number;
  location?: string;
}): Promise<number> {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name) VALUES (${`c${Math.random()}@example.com`}, 'Asha') RETURNING id`;
  await sql()`
    INSERT INTO candidate_profiles (user_id, name, email, skills, desired_job_title, industry, preferred_industry, years_of_experience, preferred_location)
    VALUES (${user.id}, 'Asha', 'a@example.com', ${fields.skills ?? null}, ${fields.title ?? null}, ${fields.industry ?? null}, ${fields.industry ?? null},
            ${fields.years ?? null}, ${fields.location ?? null})`;
  return user.id;
}

describe("recommendations that explain themselves", () => {
  it("ranks by the real match, says why, and never shows saved or closed jobs", async () => {
    const [react, vue, closed, sales, savedOne] = await insertFixtureJobs(sql(), [
      {
        title: "Frontend Developer",
        category: "Frontend Development",
        skills: "React, TypeScript, CSS",
        minExperience: 2,
        maxExperience: 5,
        ageDays: 3,
      },
      {
        title: "Frontend Engineer",
        category: "Frontend Development",
        skills: "Vue.js, JavaScript",
        minExperience: 8,
        maxExperience: 12,
        ageDays: 1,
      },
      { title: "React Developer", category: "Frontend Development", skills: "React, TypeScript", status: "closed" },
      {
        title: "Sales Executive",
        category: "Sales",
        skills: "Salesforce, Communication",
        minExperience: 0,
        maxExperience: 1,
        ageDays: 0,
      },
      { title: "Senior React Engineer", category: "Frontend Development", skills: "React, Redux" },
    ]);
    const userId = await candidate({
      skills: "React, TypeScript",
      title: "Frontend Developer",
      industry: "Frontend Development",
      years: 4,
    });
    await saveJob(userId, savedOne);

    const result = await recommendJobs(userId);
    const ids = result.jobs.map((job) => job.id);
    expect(result.profileIncomplete).toBe(false);
    expect(ids[0]).toBe(react);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(savedOne);
    expect(ids).toContain(vue);
    // A job that matches nothing of the profile is not recommended.
    expect(ids).not.toContain(sales);
    const top = result.jobs[0];
    // The saved React job makes this one 'like jobs you saved' too.
    expect(top.reason).toBe(
      "Matches React, TypeScript · Frontend Development · 2-5 yrs fits your 4 · Like jobs you saved",
    );
    expect(top.match).toMatchObject({
      skills: ["React", "TypeScript"],
      category: "Frontend Development",
      experience: { min: 2, max: 5, years: 4 },
    });
    expect(result.jobs.find((job) => job.id === vue)!.match.experience).toBeNull();
  });

  it("weighs saved jobs again: three saved Blockchain jobs bring more Blockchain jobs into the top 30, saying why (issue 33)", async () => {
    await insertFixtureJobs(
      sql(),
      Array.from({ length: 60 }, (_, i) => ({
        title: `Backend Developer ${i}`,
        category: "Backend Development",
        skills: "Python, Django, PostgreSQL",
        ageDays: i / 10,
      })),
    );
    const blockchain = await insertFixtureJobs(
      sql(),
      Array.from({ length: 40 }, (_, i) => ({
        title: `Smart Contract Engineer ${i}`,
        company: `Chain ${i % 7}`,
        category: "Blockchain",
        skills: "Solidity, Ethereum, Rust",
        ageDays: 10 + i,
      })),
    );
    const userId = await candidate({ skills: "Python", title: "Backend Developer" });
    const blockchainIn = async () => {
      const top = (await recommendJobs(userId, { limit: 30 })).jobs;
      return top.filter((job) => job.category === "Blockchain");
    };
    expect(await blockchainIn()).toEqual([]);

    for (const id of blockchain.slice(0, 3)) await saveJob(userId, id);
    const after = await blockchainIn();
    expect(after.length).toBeGreaterThanOrEqual(5);
    expect(after.map((job) => job.id)).not.toContain(blockchain[0]);
    // Honest reasons: nothing of the profile matched these, the saved jobs did.
    for (const job of after) {
      expect(job.match.skills).toEqual([]);
      expect(job.match.likeSaved).toBe(true);
      expect(job.reason).toMatch(/Like jobs you saved/);
    }
  });

  it("pages 10 at a time", async () => {
    await insertFixtureJobs(
      sql(),
      Array.from({ length: 23 }, (_, i) => ({
        title: `Backend Developer ${i}`,
        category: "Backend",
        skills: "Elixir, PostgreSQL",
        ageDays: i,
      })),
    );
    const userId = await candidate({ skills: "Elixir" });
    const first = await recommendJobs(userId, { page: 1 });
    const third = await recommendJobs(userId, { page: 3 });
    expect(first.jobs).toHaveLength(10);
    expect(first.total).toBe(23);
    expect(first.totalPages).toBe(3);
    expect(third.jobs).toHaveLength(3);
    expect(first.jobs[0].reason).toMatch(/^Matches Elixir/);
  });

  it("gives an empty profile the newest jobs and says the profile is incomplete", async () => {
    const [older, newer] = await insertFixtureJobs(sql(), [
      { title: "Designer", ageDays: 0.02 },
      { title: "Writer", ageDays: 0.01 },
    ]);
    const userId = await candidate({});
    const result = await recommendJobs(userId);
    expect(result.profileIncomplete).toBe(true);
    const ids = result.jobs.map((job) => job.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(result.total).toBeGreaterThanOrEqual(2);
  });

  it("ranks a job in the preferred city above an otherwise equal one, by any name of the city, and says so (decision 185)", async () => {
    const same = {
      title: "Data Analyst",
      category: "Data Science",
      skills: "SQL, Tableau",
      minExperience: 1,
      maxExperience: 4,
      ageDays: 2,
    } as const;
    // The Pune job is inserted last: were the place not weighed, it would win the tie (newer id first).
    const [bengaluru, pune] = await insertFixtureJobs(sql(), [
      { ...same, company: "Place Co Blr", locality: "Bengaluru", region: "Karnataka" },
      { ...same, company: "Place Co Pune", locality: "Pune", region: "Maharashtra" },
    ]);
    const userId = await candidate({ skills: "SQL, Tableau", title: "Data Analyst", location: "Bangalore, Karnataka" });
    const jobs = (await recommendJobs(userId)).jobs.filter((job) => job.id === bengaluru || job.id === pune);
    expect(jobs.map((job) => job.id)).toEqual([bengaluru, pune]);
    expect(jobs[0].reason).toBe("Matches SQL, Tableau · In Bengaluru, your preferred location");
    expect(jobs[0].match.location).toBe("Bengaluru");
    expect(jobs[1].reason).toBe("Matches SQL, Tableau");
    expect(jobs[0].match.score - jobs[1].match.score).toBeCloseTo(PLACE_WEIGHT, 1);
  });

  it("weighs remote work when the candidate names it beside a city (Gurgaon = Gurugram)", async () => {
    const same = {
      title: "Support Engineer",
      category: "Customer Support",
      skills: "Zendesk",
      minExperience: 0,
      maxExperience: 3,
      ageDays: 1,
    } as const;
    const [gurugram, remote, chennai] = await insertFixtureJobs(sql(), [
      { ...same, company: "Place Co Ggn", locality: "Gurugram", region: "Haryana" },
      { ...same, company: "Place Co Remote", locality: "Chennai", workplace: "remote" },
      { ...same, company: "Place Co Chennai", locality: "Chennai", region: "Tamil Nadu" },
    ]);
    const userId = await candidate({ skills: "Zendesk", location: "Gurgaon or remote" });
    const jobs = (await recommendJobs(userId)).jobs.filter((job) => [gurugram, remote, chennai].includes(job.id));
    expect(jobs.at(-1)?.id).toBe(chennai);
    expect(new Set(jobs.slice(0, 2).map((job) => job.id))).toEqual(new Set([gurugram, remote]));
    expect(jobs.find((job) => job.id === gurugram)?.reason).toBe(
      "Matches Zendesk · In Gurugram, your preferred location",
    );
    expect(jobs.find((job) => job.id === remote)?.reason).toBe("Matches Zendesk · Remote, as you prefer");
    // A remote job is in no city: 'Chennai' as a preference would not pull the remote job up.
    const chennaiOnly = await candidate({ skills: "Zendesk", location: "Chennai" });
    const forChennai = (await recommendJobs(chennaiOnly)).jobs.filter((job) =>
      [gurugram, remote, chennai].includes(job.id),
    );
    expect(forChennai[0].id).toBe(chennai);
    expect(forChennai.find((job) => job.id === remote)?.match.location).toBeNull();
  });

  it("builds the line from whichever reasons hold", () => {
    const none = {
      skills: [],
      titleWords: [],
      category: null,
      experience: null,
      location: null,
      likeSaved: false,
      recent: true,
    };
    expect(reasonLine(none)).toBe("New this week");
    expect(
      reasonLine({ ...none, skills: ["Go", "Rust", "SQL", "AWS", "GCP"], location: "Remote", likeSaved: true }),
    ).toBe("Matches Go, Rust, SQL, AWS +1 more · Remote, as you prefer · Like jobs you saved");
    expect(reasonLine({ ...none, titleWords: ["frontend"], experience: { min: 3, max: null, years: 4 } })).toBe(
      "Title matches frontend · 3+ yrs fits your 4",
    );
  });
});
