import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { jobFreshness, markVerified } from "./job-freshness.service";

withTestDatabase();

describe("freshness of collected jobs", () => {
  it("says when the source last answered, and says nothing once it has failed for 3 days", async () => {
    await loadDemoData(sql(), { jobs: 2, companies: 1 });
    const [{ id: jobId }] = await sql()<{ id: number }[]>`SELECT id FROM jobs ORDER BY id LIMIT 1`;
    expect(await jobFreshness(jobId)).toBeNull();
    const [source] = await sql()<{ id: number }[]>`
      INSERT INTO collector_sources (company_name, type, url) VALUES ('Fresh Co', 'greenhouse', 'https://fresh.example/feed') RETURNING id`;
    await sql()`UPDATE jobs SET collector_source_id = ${source.id} WHERE id = ${jobId}`;
    expect(await jobFreshness(jobId)).toBeNull();
    await sql()`INSERT INTO collector_runs (source_id, source_url, company_name, status, started_at, finished_at)
                VALUES (${source.id}, 'https://fresh.example/feed', 'Fresh Co', 'succeeded', now() - interval '4 days', now() - interval '4 days')`;
    expect(await jobFreshness(jobId)).toBeNull();
    await sql()`INSERT INTO collector_runs (source_id, source_url, company_name, status, started_at, finished_at)
                VALUES (${source.id}, 'https://fresh.example/feed', 'Fresh Co', 'failed', now() - interval '2 hours', now() - interval '2 hours'),
                       (${source.id}, 'https://fresh.example/feed', 'Fresh Co', 'unchanged', now() - interval '3 hours', now() - interval '3 hours')`;
    const fresh = await jobFreshness(jobId);
    expect(Date.now() - new Date(fresh!.verifiedAt).getTime()).toBeGreaterThan(2.9 * 3_600_000);
  });

  it("marks a page of cards in one call: collected jobs of a source that answers, not jobs posted here or of a failing source", async () => {
    await loadDemoData(sql(), { jobs: 4, companies: 1 });
    const ids = (await sql()<{ id: number }[]>`SELECT id FROM jobs ORDER BY id DESC LIMIT 3`).map((row) => row.id);
    const [fresh, stale] = await sql()<{ id: number }[]>`
      INSERT INTO collector_sources (company_name, type, url) VALUES ('Card Co', 'lever', 'https://card.example/a'), ('Stale Co', 'lever', 'https://stale.example/b') RETURNING id`;
    await sql()`UPDATE jobs SET collector_source_id = ${fresh.id} WHERE id = ${ids[0]}`;
    await sql()`UPDATE jobs SET collector_source_id = ${stale.id} WHERE id = ${ids[1]}`;
    await sql()`INSERT INTO collector_runs (source_id, source_url, company_name, status, started_at, finished_at)
                VALUES (${fresh.id}, 'https://card.example/a', 'Card Co', 'succeeded', now() - interval '1 hour', now() - interval '1 hour'),
                       (${stale.id}, 'https://stale.example/b', 'Stale Co', 'succeeded', now() - interval '5 days', now() - interval '5 days')`;
    const cards = await markVerified(ids.map((id) => ({ id })));
    expect(cards[0].verifiedAt).not.toBeNull();
    expect(Date.now() - new Date(cards[0].verifiedAt!).getTime()).toBeGreaterThan(0.9 * 3_600_000);
    expect(cards.slice(1).map((card) => card.verifiedAt)).toEqual([null, null]);
  });
});
