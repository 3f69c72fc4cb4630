import { beforeAll, describe, expect, it } from "vitest";
import { loadDemoData } from "../../db/seed/load";
import { withTestDatabase } from "../../tests/setup/test-database";
import { mean, scoreQuery, type GradedJob, type QueryScore } from "./quality/evaluate";
import { judgedQueries } from "./quality/judged-queries";
import { searchJobs } from "./search.service";

/**
 * Ranking measured on the judged query set (core/search/quality/judged-queries.ts) over the demo
 * data: nDCG@10 and precision@6 must not drop below the figures committed here (issue 12).
 * Raise them when ranking improves; a drop means a change made results worse for someone.
 */
// Before issue 12's ranking work: nDCG@10 0.806, P@6 0.888. After: 0.975, 1.000. Decision 199 dealt the demo's jobs by
// team size, which moved jobs between companies and so between cities: the same ranking measured 0.981 on the old demo
// and 0.969 on the new one, the drop all in title-and-city queries ('java developer noida', 'software engineer bombay')
// whose cities now hold other jobs.
const COMMITTED = { ndcg10: 0.965, precision6: 0.99 };

const database = withTestDatabase();
const jobs = new Map<number, GradedJob>();
const scores: QueryScore[] = [];

beforeAll(async () => {
  const sql = database.handle().sql;
  await loadDemoData(sql);
  const rows = await sql<
    {
      id: number;
      title: string;
      company: string;
      city: string | null;
      skills: string;
      category: string | null;
      workplace: string;
    }[]
  >`
    SELECT j.id, j.title, c.name AS company, j.locality AS city, j.skills, cat.name AS category, j.workplace
      FROM jobs j JOIN companies c ON c.id = j.company_id LEFT JOIN categories cat ON cat.id = j.category_id
     WHERE j.status = 'open'`;
  for (const row of rows) {
    jobs.set(row.id, {
      ...row,
      skills: row.skills.split(",").map((skill) => skill.trim()),
      remote: row.workplace === "remote",
    });
  }
  for (const query of judgedQueries) {
    const result = await searchJobs({ q: query.q, limit: 10 });
    scores.push(
      scoreQuery(
        query,
        result.jobs.map((job) => job.id),
        jobs,
      ),
    );
  }
}, 120_000);

describe("ranking on the judged query set", () => {
  it("has at least 40 queries, each with jobs a person would expect", () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(judgedQueries.map((query) => query.q)).size).toBe(judgedQueries.length);
  });

  it("ranks the exact title above a longer title holding the same words, and a phrase above scattered words", async () => {
    const titles = async (q: string) => (await searchJobs({ q, limit: 100 })).jobs.map((job) => job.title);
    const react = await titles("react developer");
    expect(react[0]).toBe("React Developer");
    expect(react.lastIndexOf("React Developer")).toBeLessThan(react.findIndex((title) => /react native/i.test(title)));
    const product = await titles("product manager");
    expect(product[0]).toBe("Product Manager");
    // 'Product Marketing Manager' holds both words, apart; every title holding the phrase comes first.
    const firstScattered = product.findIndex((title) => !/product manager/i.test(title));
    expect(product[firstScattered]).toMatch(/product .+ manager/i);
    expect(product.slice(firstScattered).some((title) => /product manager/i.test(title))).toBe(false);
  });

  it("keeps nDCG@10 and precision@6 at or above the committed figures", () => {
    const byKind = new Map<string, QueryScore[]>();
    for (const score of scores) byKind.set(score.kind, [...(byKind.get(score.kind) ?? []), score]);
    const lines = [...byKind].map(
      ([kind, list]) =>
        `${kind.padEnd(15)} n=${String(list.length).padStart(2)} nDCG@10 ${mean(list.map((s) => s.ndcg10)).toFixed(3)} ` +
        ` P@6 ${mean(list.map((s) => s.precision6)).toFixed(3)}`,
    );
    const weakest = [...scores]
      .sort((a, b) => a.ndcg10 - b.ndcg10)
      .slice(0, 8)
      .map((s) => `${s.q}: ${s.ndcg10.toFixed(2)} / ${s.precision6.toFixed(2)} [${s.top.join(" | ")}]`);
    const overall = { ndcg10: mean(scores.map((s) => s.ndcg10)), precision6: mean(scores.map((s) => s.precision6)) };
    console.log(
      `judged set: nDCG@10 ${overall.ndcg10.toFixed(3)}, P@6 ${overall.precision6.toFixed(3)}\n${lines.join("\n")}\nweakest:\n${weakest.join("\n")}`,
    );
    expect(overall.ndcg10).toBeGreaterThanOrEqual(COMMITTED.ndcg10);
    expect(overall.precision6).toBeGreaterThanOrEqual(COMMITTED.precision6);
  });
});
