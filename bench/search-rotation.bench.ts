/**
 * `npm run bench search-rotation`: the index alone, in one process, answering the 29 searches of the search
 * benchmark in rotation (each once per round, as the load test sends them), at 100,000 generated jobs.
 *
 * Decision 096 found that repeating one search keeps its arrays in the CPU's caches and so hides what a server
 * under load pays; the rotation is the in-process figure that follows the load test. Beside the times it prints a
 * digest of every answer (ids, total, mode, facets, corrections) at a fixed time: a change to the index that
 * should not change answers must leave it as it was on the same data (BENCH_DATABASE_URL keeps the data).
 */
import { createHash } from "node:crypto";
import { setDatabase } from "../db/client";
import { createBenchDatabase, generateBenchData, benchDefaults } from "./generate";
import { searchQueryGroups } from "./search-query-groups";

process.env.LOG_LEVEL ??= "silent";
const rounds = Number(process.env.BENCH_ROTATION_ROUNDS ?? 60);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

export default async function searchRotationBenchmark(): Promise<string> {
  console.log("search-rotation: creating the benchmark database...");
  const database = await createBenchDatabase();
  try {
    const loaded = await generateBenchData(database.handle.sql, benchDefaults);
    setDatabase(database.handle);
    const { searchIndex } = await import("../core/search");
    const { filtersOf, searchParamsSchema } = await import("../core/search");
    const index = await searchIndex();
    index.answerCacheEnabled = false;
    const now = Date.now();
    const searches = searchQueryGroups.flatMap((group) => group.paths);
    const questions = searches.map((target) => {
      const params = searchParamsSchema.parse(Object.fromEntries(new URL(target, "http://x").searchParams));
      const limit = params.limit ?? 6;
      return {
        q: params.q ?? "",
        filters: filtersOf(params),
        sort: params.sort,
        offset: ((params.page ?? 1) - 1) * limit,
        limit,
        facets: params.facets,
        now,
      };
    });
    const digest = createHash("sha256");
    for (const question of questions) {
      const answer = index.search(question);
      digest.update(JSON.stringify([answer.ids, answer.total, answer.mode, answer.facets, answer.corrections]));
    }
    const perSearch = questions.map(() => [] as number[]);
    const perRound: number[] = [];
    for (let round = 0; round < rounds + 5; round++) {
      const roundStart = performance.now();
      questions.forEach((question, position) => {
        const started = performance.now();
        index.search(question);
        if (round >= 5) perSearch[position].push(performance.now() - started);
      });
      // The first five rounds warm the lazy structures and the JIT.
      if (round >= 5) perRound.push((performance.now() - roundStart) / questions.length);
    }
    const rows = searches.map(
      (target, position) =>
        `| \`${decodeURIComponent(target.replace("/api/search?", ""))}\` | ${median(perSearch[position]).toFixed(3)} |`,
    );
    return [
      "## The index in rotation: the 29 searches, each once per round, in one process (issue 12, decision 096)",
      "",
      `bench/search-rotation.bench.ts: ${loaded.jobs.toLocaleString("en-IN")} generated jobs in ${database.where}; ` +
        `the index built from it, the recent-answers cache off, ${rounds} rounds after 5 of warm-up. ` +
        `Answer digest (ids, total, mode, facets and corrections of every search): \`${digest.digest("hex").slice(0, 16)}\`.`,
      "",
      `**Median per search over a round: ${median(perRound).toFixed(3)} ms** (fastest round ${Math.min(...perRound).toFixed(3)} ms).`,
      "",
      "| search | median ms |",
      "| --- | ---: |",
      ...rows,
    ].join("\n");
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}
