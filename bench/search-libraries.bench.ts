/**
 * `npm run bench search-libraries`: our index beside FlexSearch 0.8, Orama 3 and MiniSearch 7
 * (issue 12, decision 020), in one process, on the same generated jobs (BENCH_JOBS, default
 * 100,000; db/seed's generator, seed 7) and the query groups of bench/search.bench.ts. Each
 * answer is what /api/search needs: one page of 6, the exact total and six facet counts. Where a
 * library has no facets (FlexSearch, MiniSearch) the counts are made by a loop over its full match
 * list, and that cost is included. Built one at a time; heap is measured after a full GC.
 * BENCH_ENGINES (for example "ours,minisearch,flexsearch") picks engines by the start of their name.
 * Run as a script, it prints its section after SECTION_MARK (search-libraries-million runs it so,
 * in a process with a larger heap).
 */
import os from "node:os";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import FlexSearch from "flexsearch";
import MiniSearch from "minisearch";
import { SearchIndex, type IndexedJob, experienceLevelOf } from "../core/search";
import { generateDemoData } from "../db/seed/demo-data";
import { slugify } from "../lib/slug";
import { loadSentence } from "./machine-load";
import { percentile } from "./percentile";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5) * 2;
const wantedEngines = process.env.BENCH_ENGINES?.split(",")
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
export const SECTION_MARK = "=== search-libraries section ===";

interface Query {
  q: string;
  remote?: boolean;
  category?: string;
}
const groups: { name: string; queries: Query[] }[] = [
  {
    name: "1 word, broad",
    queries: ["senior", "remote", "engineer", "manager", "developer", "data"].map((q) => ({ q })),
  },
  {
    name: "2-3 words",
    queries: [
      "product manager",
      "python developer",
      "react developer",
      "data scientist",
      "senior product manager",
      "senior python developer",
      "data engineer bangalore",
      "ux designer",
    ].map((q) => ({ q })),
  },
  {
    name: "typos and prefixes",
    queries: ["pyhton developer", "senior prod", "kubernet", "machne learning", "bangalore"].map((q) => ({ q })),
  },
  {
    name: "with filters",
    queries: [
      { q: "senior", remote: true },
      { q: "product manager", category: "Product Management" },
      { q: "engineer", remote: true },
    ],
  },
];

/** What every engine must give back: a page of ids, the exact total, the six facets' counts. */
interface Answer {
  ids: unknown[];
  total: number;
  facetValues: number;
}
interface Engine {
  name: string;
  build(jobs: IndexedJob[]): Promise<void> | void;
  search(query: Query): Answer | Promise<Answer>;
}

function facetCountsByLoop(ids: Iterable<number>, jobsById: IndexedJob[]): number {
  const counts = [
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
  ];
  const now = Date.now();
  for (const id of ids) {
    const job = jobsById[id];
    const keys = [
      job.categoryName ?? "Other",
      job.employmentType,
      experienceLevelOf(job.title, job.minExperience),
      job.locality ?? "",
      String(Math.floor((job.salaryMin ?? 0) / 500_000)),
      String(Math.floor((now - job.postedMs) / 604_800_000)),
    ];
    keys.forEach((key, index) => counts[index].set(key, (counts[index].get(key) ?? 0) + 1));
  }
  return counts.reduce((sum, map) => sum + map.size, 0);
}

const text = (job: IndexedJob) =>
  [
    job.title,
    job.companyName,
    job.skills,
    job.categoryName,
    job.locality,
    job.region,
    job.workplace === "remote" ? "remote" : "",
    job.description,
  ].join(" ");

function engines(jobsById: IndexedJob[]): Engine[] {
  let ours = new SearchIndex();
  let mini: MiniSearch<IndexedJob> | undefined;
  let flex: InstanceType<typeof FlexSearch.Index> | undefined;
  let orama: any;
  const categorySlug = (name: string) => slugify(name);
  return [
    {
      name: "ours (core/search)",
      build(jobs) {
        ours = new SearchIndex();
        for (const job of jobs) ours.add(job);
      },
      search(query) {
        const result = ours.search({
          q: query.q,
          offset: 0,
          limit: 6,
          facets: true,
          filters: {
            ...(query.remote ? { location: ["remote"] } : {}),
            ...(query.category ? { category: [categorySlug(query.category)] } : {}),
          },
        });
        return {
          ids: result.ids,
          total: result.total,
          facetValues: Object.values(result.facets!).reduce((sum, list) => sum + list.length, 0),
        };
      },
    },
    {
      name: "MiniSearch 7",
      build(jobs) {
        mini = new MiniSearch<IndexedJob>({
          fields: ["title", "companyName", "skills", "categoryName", "locality", "description"],
          storeFields: [],
          searchOptions: {
            boost: { title: 16, companyName: 10, skills: 8, categoryName: 6, locality: 5 },
            combineWith: "AND",
          },
        });
        mini.addAll(jobs);
      },
      search(query) {
        const words = query.q.split(" ");
        const found = mini!.search(query.q, {
          prefix: (term) => term === words[words.length - 1],
          fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
          filter:
            query.remote || query.category
              ? (result) =>
                  (!query.remote || jobsById[result.id].workplace === "remote") &&
                  (!query.category || jobsById[result.id].categoryName === query.category)
              : undefined,
        });
        return {
          ids: found.slice(0, 6).map((result) => result.id),
          total: found.length,
          facetValues: facetCountsByLoop(
            found.map((result) => result.id as number),
            jobsById,
          ),
        };
      },
    },
    {
      name: "FlexSearch 0.8",
      build(jobs) {
        flex = new FlexSearch.Index({ tokenize: "forward", resolution: 9 });
        for (const job of jobs) flex.add(job.id, text(job));
      },
      search(query) {
        // One index over the job's text (a Document index ranks each field apart and cannot AND across fields).
        let ids = flex!.search(query.q, { limit: jobCount, suggest: false }) as number[];
        if (query.remote || query.category)
          ids = ids.filter(
            (id) =>
              (!query.remote || jobsById[id].workplace === "remote") &&
              (!query.category || jobsById[id].categoryName === query.category),
          );
        return { ids: ids.slice(0, 6), total: ids.length, facetValues: facetCountsByLoop(ids, jobsById) };
      },
    },
    {
      name: "Orama 3",
      async build(jobs) {
        orama = create({
          schema: {
            title: "string",
            companyName: "string",
            skills: "string",
            categoryName: "string",
            locality: "string",
            description: "string",
            employmentType: "string",
            remote: "boolean",
            level: "string",
            salary: "number",
            posted: "number",
          } as const,
        });
        const docs = jobs.map((job) => ({
          id: String(job.id),
          title: job.title,
          companyName: job.companyName,
          skills: job.skills,
          categoryName: job.categoryName ?? "Other",
          locality: job.locality ?? "",
          description: job.description,
          employmentType: job.employmentType,
          remote: job.workplace === "remote",
          level: experienceLevelOf(job.title, job.minExperience),
          salary: job.salaryMin ?? 0,
          posted: job.postedMs,
        }));
        await insertMultiple(orama, docs, 5_000);
      },
      async search(query) {
        const week = 604_800_000;
        const now = Date.now();
        const result = await oramaSearch(orama, {
          term: query.q,
          properties: ["title", "companyName", "skills", "categoryName", "locality", "description"],
          boost: { title: 16, companyName: 10, skills: 8, categoryName: 6, locality: 5 },
          tolerance: 1,
          threshold: 0,
          limit: 6,
          where: {
            ...(query.remote ? { remote: true } : {}),
            ...(query.category ? { categoryName: query.category } : {}),
          },
          facets: {
            categoryName: { limit: 40 },
            employmentType: { limit: 10 },
            level: { limit: 10 },
            locality: { limit: 40 },
            remote: {},
            salary: {
              ranges: [
                { from: 0, to: 500_000 },
                { from: 500_000, to: 1_000_000 },
                { from: 1_000_000, to: 1e12 },
              ],
            },
            posted: {
              ranges: [
                { from: now - week, to: now },
                { from: now - 4 * week, to: now },
              ],
            },
          },
        });
        const facetValues = Object.values(result.facets ?? {}).reduce(
          (sum, facet) => sum + Object.keys((facet as { values: object }).values).length,
          0,
        );
        return { ids: result.hits.map((hit: { id: string }) => Number(hit.id)), total: result.count, facetValues };
      },
    },
  ];
}

const ms = (value: number) => (value >= 10 ? value.toFixed(1) : value.toFixed(2));

export default async function searchLibrariesBenchmark(): Promise<string> {
  const now = new Date();
  const data = generateDemoData({ jobs: jobCount, companies: Math.max(90, Math.round(jobCount / 50)), seed: 7, now });
  const companies = new Map(data.companies.map((company) => [company.slug, company.name]));
  const jobs: IndexedJob[] = data.jobs.map((job, index) => ({
    id: index + 1,
    title: job.title,
    description: job.description,
    skills: job.skills,
    companyName: companies.get(job.companySlug)!,
    companySlug: job.companySlug,
    categoryName: job.categoryName,
    categorySlug: slugify(job.categoryName),
    employmentType: job.employmentType,
    workplace: job.workplace,
    locality: job.locality,
    region: job.region,
    country: job.country,
    minExperience: job.minExperience,
    maxExperience: job.maxExperience,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryUnit: job.salaryUnit,
    postedMs: job.datePosted.getTime(),
    validThroughMs: job.validThrough.getTime(),
  }));
  const jobsById: IndexedJob[] = [];
  for (const job of jobs) jobsById[job.id] = job;
  const rows: string[] = [];
  const totals: string[] = [];
  const chosen = engines(jobsById).filter(
    (engine) => !wantedEngines || wantedEngines.some((name) => engine.name.toLowerCase().startsWith(name)),
  );
  let highestLoad = os.loadavg()[0];
  for (const engine of chosen) {
    console.log(`building ${engine.name}...`);
    gc();
    const before = process.memoryUsage().heapUsed;
    let begin = performance.now();
    await engine.build(jobs);
    const buildSeconds = (performance.now() - begin) / 1000;
    gc();
    const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    const cells: string[] = [];
    const groupTotals: string[] = [];
    for (const group of groups) {
      const samples: number[] = [];
      for (const query of group.queries) {
        for (let warm = 0; warm < 2; warm++) await engine.search(query);
        for (let round = 0; round < rounds; round++) {
          begin = performance.now();
          const answer = await engine.search(query);
          samples.push(performance.now() - begin);
          if (round === 0)
            groupTotals.push(
              `${query.q}${query.remote ? " +remote" : ""}${query.category ? " +category" : ""}: ${answer.total}`,
            );
        }
      }
      cells.push(`${ms(percentile(samples, 0.5))} / **${ms(percentile(samples, 0.95))}**`);
    }
    highestLoad = Math.max(highestLoad, os.loadavg()[0]);
    rows.push(`| ${engine.name} | ${buildSeconds.toFixed(1)} s | ${Math.round(heapMb)} MB | ${cells.join(" | ")} |`);
    totals.push(`- ${engine.name}: ${groupTotals.join(", ")}`);
    console.log(rows[rows.length - 1]);
  }
  return [
    `## Search libraries beside ours: ${jobCount.toLocaleString("en-IN")} jobs`,
    "",
    `In one process, no HTTP: the same generated jobs (db/seed, seed 7) and the query groups of the search benchmark. Each answer is one page of 6, the exact total and six facet counts; MiniSearch and FlexSearch have no facets, so a loop over their full match list counts them (included in their times). Times are p50 / **p95** in ms over ${rounds} rounds of each query. ${loadSentence(
      highestLoad,
      `load average at the end ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(", ")}`,
    )}`,
    "",
    `| engine | build | heap | ${groups.map((group) => group.name).join(" | ")} |`,
    `| --- | ---: | ---: | ${groups.map(() => "---:").join(" | ")} |`,
    ...rows,
    "",
    "Totals each engine found (they differ: matching rules differ, e.g. all words required, prefixes, typo tolerance):",
    "",
    ...totals,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const section = await searchLibrariesBenchmark();
  console.log(`${SECTION_MARK}\n${section}`);
  process.exit(0);
}
