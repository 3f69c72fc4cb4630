import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { purgeDeletedJobs } from "./purge-deleted-jobs";

withTestDatabase();

async function countOf(
  table: "saved_jobs" | "job_views" | "job_apply_clicks" | "alert_sent_jobs",
  jobId: number,
): Promise<number> {
  const [row] = await sql()<
    { count: number }[]
  >`SELECT count(*)::int AS count FROM ${sql()(table)} WHERE job_id = ${jobId}`;
  return row.count;
}

describe("purge of deleted jobs", () => {
  it("removes a job deleted 31 days ago with what refers to it, keeps one deleted 29 days ago, and notes the purge in the change log", async () => {
    const [oldId, recentId, liveId] = await insertFixtureJobs(sql(), [
      { title: "Long Gone Role", status: "closed" },
      { title: "Recently Deleted Role", status: "closed" },
      { title: "Live Role" },
    ]);
    await sql()`UPDATE jobs SET deleted_at = now() - interval '31 days' WHERE id = ${oldId}`;
    await sql()`UPDATE jobs SET deleted_at = now() - interval '29 days' WHERE id = ${recentId}`;
    const [user] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, name) VALUES ('purge-reader@example.com', 'Reader') RETURNING id`;
    const [alert] = await sql()<{ id: number }[]>`
      INSERT INTO job_alerts (user_id, email, name, query, status) VALUES (${user.id}, 'purge-reader@example.com', 'All', '{}', 'active') RETURNING id`;
    const [mail] = await sql()<
      { id: number }[]
    >`INSERT INTO alert_mails (alert_id, job_count) VALUES (${alert.id}, 2) RETURNING id`;
    for (const id of [oldId, recentId]) {
      await sql()`INSERT INTO saved_jobs (user_id, job_id) VALUES (${user.id}, ${id})`;
      await sql()`INSERT INTO job_views (job_id, day, views) VALUES (${id}, current_date, 3)`;
      await sql()`INSERT INTO job_apply_clicks (job_id) VALUES (${id})`;
      await sql()`INSERT INTO alert_sent_jobs (alert_id, job_id, alert_mail_id) VALUES (${alert.id}, ${id}, ${mail.id})`;
    }
    const [{ watermark }] = await sql()<
      { watermark: string }[]
    >`SELECT coalesce(max(id), 0)::text AS watermark FROM search_changes`;

    expect(await purgeDeletedJobs()).toEqual({ purged: 1, ran: true });

    const remaining = await sql()<
      { id: number }[]
    >`SELECT id FROM jobs WHERE id = ANY(${[oldId, recentId, liveId]}::int[]) ORDER BY id`;
    expect(remaining.map((row) => row.id)).toEqual([recentId, liveId]);
    for (const table of ["saved_jobs", "job_views", "job_apply_clicks", "alert_sent_jobs"] as const) {
      expect({ table, count: await countOf(table, oldId) }).toEqual({ table, count: 0 });
      expect({ table, count: await countOf(table, recentId) }).toEqual({ table, count: 1 });
    }
    // Every process's search index reads the change log: the purged id is in it.
    const changes = await sql()<
      { job_id: number }[]
    >`SELECT job_id FROM search_changes WHERE id > ${watermark}::bigint`;
    expect(changes.map((row) => row.job_id)).toContain(oldId);
    const [audit] = await sql()<
      { action: string; before: { title: string } }[]
    >`SELECT action, before FROM audit_log WHERE target_type = 'job' AND target_id = ${String(oldId)}`;
    expect(audit).toMatchObject({ action: "job.purge", before: { title: "Long Gone Role" } });

    // A second run finds nothing more to do.
    expect(await purgeDeletedJobs()).toEqual({ purged: 0, ran: true });
  });

  it("runs once when two processes purge at the same moment", async () => {
    const ids = await insertFixtureJobs(sql(), [
      { title: "Twin Purge One", status: "closed" },
      { title: "Twin Purge Two", status: "closed" },
    ]);
    await sql()`UPDATE jobs SET deleted_at = now() - interval '40 days' WHERE id = ANY(${ids}::int[])`;
    const results = await Promise.all([purgeDeletedJobs(), purgeDeletedJobs()]);
    expect(results.reduce((sum, result) => sum + result.purged, 0)).toBe(2);
    const [{ count }] = await sql()<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM audit_log WHERE action = 'job.purge' AND target_id = ANY(${ids.map(String)}::text[])`;
    expect(count).toBe(2);
  });
});
