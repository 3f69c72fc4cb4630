import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { listRecentJobs } from "../jobs";
import { listSavedJobs, markSaved, saveJob, savedJobIds, unsaveJob } from "./saved-jobs.service";
import { AppError } from "../shared/app-error";

withTestDatabase();

async function makeUser(email: string): Promise<number> {
  const [row] = await sql()<{ id: number }[]>`INSERT INTO users (email, name) VALUES (${email}, 'Test') RETURNING id`;
  return row.id;
}

describe("saved jobs", () => {
  it("saves, keeps one entry when saved twice, and removes", async () => {
    await loadDemoData(sql(), { jobs: 20, companies: 5 });
    const [first, second] = await listRecentJobs({ page: 0, limit: 2 });
    const user = await makeUser("saver@example.com");
    const other = await makeUser("other@example.com");
    await saveJob(user, first.id);
    await saveJob(user, first.id);
    expect([...(await savedJobIds(user, [first.id, second.id]))]).toEqual([first.id]);
    expect((await savedJobIds(other, [first.id])).size).toBe(0);

    const marked = await markSaved(user, [first, second]);
    expect(marked.map((job) => job.isSaved)).toEqual([true, false]);
    expect((await markSaved(null, [first])).map((job) => job.isSaved)).toEqual([false]);

    await unsaveJob(user, first.id);
    expect((await savedJobIds(user, [first.id])).size).toBe(0);
  });

  it("lists 501 saved jobs a page at a time with the total: the first saved is on the last page (issue 33)", async () => {
    await loadDemoData(sql(), { jobs: 520, companies: 5 });
    const user = await makeUser("hoarder@example.com");
    // Saved one a second apart, oldest first: job ids[0] was saved first, ids[500] last.
    const ids = (await sql()<{ id: number }[]>`SELECT id FROM jobs ORDER BY id LIMIT 501`).map((row) => row.id);
    await sql()`INSERT INTO saved_jobs (user_id, job_id, created_at)
                SELECT ${user}, id, now() - (501 - ordinality) * interval '1 second' FROM unnest(${ids}::int[]) WITH ORDINALITY AS t(id, ordinality)`;

    const first = await listSavedJobs(user);
    expect(first).toMatchObject({ total: 501, page: 1, limit: 10, totalPages: 51 });
    expect(first.jobs.map((job) => job.id)).toEqual(ids.slice(-10).reverse());
    const last = await listSavedJobs(user, { page: 51 });
    expect(last.jobs.map((job) => job.id)).toEqual([ids[0]]);
    expect(last.jobs[0].isSaved).toBe(true);

    // Every saved job is on exactly one page.
    const seen = new Set<number>();
    for (let page = 1; page <= 6; page++)
      for (const job of (await listSavedJobs(user, { page, limit: 100 })).jobs) seen.add(job.id);
    expect(seen.size).toBe(501);
    expect((await listSavedJobs(user, { page: 7, limit: 100 })).jobs).toEqual([]);
  });

  it("refuses to save a job that does not exist", async () => {
    const user = await makeUser("nobody@example.com");
    await expect(saveJob(user, 99_999_999)).rejects.toBeInstanceOf(AppError);
  });

  it("leaves deleted and held jobs out of the list, and saving one answers like an unknown job (issue 27)", async () => {
    const [kept, deleted, held] = await listRecentJobs({ page: 0, limit: 3 });
    const user = await makeUser("keeper@example.com");
    for (const job of [kept, deleted, held]) await saveJob(user, job.id);
    await sql()`UPDATE jobs SET status = 'closed', deleted_at = now() WHERE id = ${deleted.id}`;
    await sql()`UPDATE jobs SET status = 'pending' WHERE id = ${held.id}`;
    const list = await listSavedJobs(user);
    expect(list.jobs.map((job) => job.id)).toEqual([kept.id]);
    expect(list.total).toBe(1);
    const other = await makeUser("prober@example.com");
    await expect(saveJob(other, deleted.id)).rejects.toMatchObject({ kind: "not_found" });
    await expect(saveJob(other, held.id)).rejects.toMatchObject({ kind: "not_found" });
  });
});
