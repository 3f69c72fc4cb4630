import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { listRecentJobs } from "../jobs/jobs.service";
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
    expect((await listSavedJobs(user)).map((job) => job.id)).toEqual([kept.id]);
    const other = await makeUser("prober@example.com");
    await expect(saveJob(other, deleted.id)).rejects.toMatchObject({ kind: "not_found" });
    await expect(saveJob(other, held.id)).rejects.toMatchObject({ kind: "not_found" });
  });
});
