/**
 * The facet counts of the search index at a million jobs, in two or more checkouts side by side (issue 45 point 3,
 * decision 191): `npx tsx bench/facet-counting-ab.ts <checkout> <checkout>[#flags] ...` (FACET_AB_JOBS, default
 * 1000000; FACET_AB_ROUNDS, 15). A checkout named with `#flags` indexes twenty yes/no facets more than the board
 * declares (only a checkout whose declared facets take more than one word can: decision 191).
 *
 * Each checkout's own code builds an in-memory index of the same generated jobs in a process of its own (no
 * database: the counting is measured, not the read), all at once; then one parent asks each, in turn and in an order
 * turning every round, to answer each query group's searches (facets counted, the recent-answers cache off), so
 * whatever else the machine does falls on all alike. Prints one Markdown table: p50 and p95 of each group, and their
 * change against the first checkout's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { percentile } from "./percentile";

const scriptFile = fileURLToPath(import.meta.url);

/** The searches of each group, as SearchIndex.search questions (offset 0, 20 a page, facets counted). */
const GROUPS: { name: string; questions: { q: string; filters: Record<string, unknown> }[] }[] = [
  { name: "browse, no filter", questions: [{ q: "", filters: {} }] },
  {
    name: "one word in most jobs",
    questions: [
      { q: "engineer", filters: {} },
      { q: "developer", filters: {} },
    ],
  },
  {
    name: "two words",
    questions: [
      { q: "backend engineer", filters: {} },
      { q: "senior data", filters: {} },
    ],
  },
  {
    name: "word and built-in filters",
    questions: [
      { q: "engineer", filters: { category: ["backend-development"] } },
      { q: "developer", filters: { location: ["pune", "remote"], minSalary: 1_000_000 } },
    ],
  },
  {
    name: "declared filters",
    questions: [
      { q: "", filters: { declared: { stage: ["seed", "series-a"] } } },
      { q: "engineer", filters: { declared: { equity: ["yes"], lpa: ["20-plus"] } } },
    ],
  },
  {
    name: "declared and built-in filters",
    questions: [{ q: "data", filters: { category: ["data-science"], declared: { size: ["11-50"] } } }],
  },
];

const TITLES = [
  "Backend Engineer",
  "Frontend Developer",
  "Senior Data Scientist",
  "Product Designer",
  "DevOps Engineer",
  "Full Stack Developer",
  "Senior Backend Developer",
  "Data Engineer",
  "QA Engineer",
  "Engineering Manager",
];
const CATEGORIES = [
  "backend-development",
  "frontend-development",
  "data-science",
  "design",
  "devops",
  "quality-assurance",
];
const CITIES = [
  "Bengaluru",
  "Pune",
  "Mumbai",
  "Delhi",
  "Hyderabad",
  "Chennai",
  "Gurugram",
  "Noida",
  "Kolkata",
  "Ahmedabad",
];
const STAGES = [
  "bootstrapped",
  "pre-seed",
  "seed",
  "series-a",
  "series-b",
  "series-c",
  "series-d-plus",
  "public",
  "acquired",
  null,
];
const SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+", null];
const WORKPLACES = ["onsite", "hybrid", "remote"] as const;
const TYPES = ["Full-time", "Part-time", "Contract", "Internship"];

/** Job `id` of the generated board: every field from the id, so that every checkout indexes the same jobs. */
export function benchJob(id: number, now: number) {
  const at = id - 1;
  const company = at % 5_000;
  const salaryMax = at % 11 === 0 ? null : 400_000 + ((at * 7919) % 60) * 50_000;
  const workplace = WORKPLACES[(at >> 3) % 3];
  return {
    id,
    title: TITLES[at % TITLES.length],
    description: "We build software for India's startups.",
    skills: "",
    companyName: `Company ${company}`,
    companySlug: `company-${company}`,
    categoryName: CATEGORIES[(at >> 1) % CATEGORIES.length],
    categorySlug: CATEGORIES[(at >> 1) % CATEGORIES.length],
    employmentType: TYPES[(at >> 5) % TYPES.length],
    workplace,
    locality: workplace === "remote" ? null : CITIES[(at >> 2) % CITIES.length],
    region: null,
    country: "IN",
    minExperience: at % 9,
    maxExperience: (at % 9) + 3,
    salaryMin: salaryMax === null ? null : salaryMax * 0.7,
    salaryMax,
    salaryCurrency: at % 23 === 0 ? "USD" : "INR",
    salaryUnit: "YEAR",
    postedMs: now - (at % 60) * 86_400_000,
    validThroughMs: null,
    fundingStage: STAGES[company % STAGES.length],
    teamSize: SIZES[company % SIZES.length],
    equityMin: at % 4 === 0 ? null : 0,
    equityMax: at % 4 === 0 ? null : at % 4 === 1 ? 0 : 0.5,
    visaSponsorship: company % 3 === 0 ? null : company % 3 === 1,
  };
}

// ---- child: one checkout's index, answering the parent's rounds ------------------------------------------------

async function child(checkout: string, flags: boolean, jobs: number): Promise<void> {
  const from = (file: string) => import(path.join(checkout, file));
  const { SearchIndex } = await from("core/search/search-index.ts");
  const now = Date.now();
  let index;
  if (flags) {
    const { DeclaredLayout } = await from("core/search/facets/declared-facets.ts");
    const { DECLARED_FACETS } = await from("core/search/facet-declarations.ts");
    const { JobSlots } = await from("core/search/facets/job-slots.ts");
    const more = Array.from({ length: 20 }, (_, bit) => ({
      name: `flag${bit}`,
      legend: `Flag ${bit}`,
      description: "",
      values: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
      ],
      valueOf: (job: { id: number }) => (job.id % 3 === 0 ? null : (job.id >> bit) & 1 ? "yes" : "no"),
    }));
    index = new SearchIndex(new JobSlots(new DeclaredLayout([...DECLARED_FACETS, ...more])));
  } else {
    index = new SearchIndex();
  }
  for (let id = 1; id <= jobs; id++) index.add(benchJob(id, now));
  index.answerCacheEnabled = false;
  process.stdout.write(
    `READY ${JSON.stringify({ buildMs: Math.round(performance.now()), words: index.slots?.declaredWords?.length ?? 1 })}\n`,
  );
  for await (const line of readline.createInterface({ input: process.stdin })) {
    const { group } = JSON.parse(line) as { group: number };
    const times: number[] = [];
    for (const question of GROUPS[group].questions) {
      const started = performance.now();
      index.search({ ...question, facets: true, offset: 0, limit: 20, now });
      times.push(performance.now() - started);
    }
    process.stdout.write(`TIMES ${JSON.stringify(times)}\n`);
  }
}

// ---- parent ---------------------------------------------------------------------------------------------------

interface Running {
  name: string;
  child: ChildProcess;
  next: () => Promise<string>;
}

function start(target: string, jobs: number): Promise<Running> {
  const [checkout, variant] = target.split("#");
  const child = spawn(process.execPath, ["--max-old-space-size=6144", "--import", "tsx", scriptFile], {
    cwd: checkout,
    env: {
      ...process.env,
      FACET_AB_CHILD: path.resolve(checkout),
      FACET_AB_FLAGS: variant === "flags" ? "1" : "",
      FACET_AB_JOBS: String(jobs),
      NODE_ENV: "production",
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  const queued: string[] = [];
  lines.on("line", (line) => (waiting.length ? waiting.shift()!(line) : queued.push(line)));
  const next = () =>
    new Promise<string>((resolve) => (queued.length ? resolve(queued.shift()!) : waiting.push(resolve)));
  return next().then((ready) => {
    console.error(`facet-counting-ab: ${target} ${ready}`);
    return { name: `${path.basename(checkout)}${variant ? ` (${variant})` : ""}`, child, next };
  });
}

async function main(): Promise<void> {
  const targets = process.argv.slice(2);
  if (targets.length < 2)
    throw new Error("usage: npx tsx bench/facet-counting-ab.ts <checkout> <checkout>[#flags] ...");
  const jobs = Number(process.env.FACET_AB_JOBS ?? 1_000_000);
  const rounds = Number(process.env.FACET_AB_ROUNDS ?? 15);
  // One at a time: two million-job builds at once would each take as long as both.
  const running: Running[] = [];
  for (const target of targets) running.push(await start(target, jobs));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
  const rows: string[] = [];
  try {
    for (const [group, { name }] of GROUPS.entries()) {
      const samples: number[][] = running.map(() => []);
      // Two rounds unmeasured (lazy structures, the JIT), then the rounds, each in a turned order.
      for (let round = -2; round < rounds; round++) {
        for (let turn = 0; turn < running.length; turn++) {
          const at = (turn + round + running.length) % running.length;
          running[at].child.stdin!.write(`${JSON.stringify({ group })}\n`);
          const times = JSON.parse((await running[at].next()).slice(6)) as number[];
          if (round >= 0) samples[at].push(...times);
        }
      }
      const [p50s, p95s] = [0.5, 0.95].map((share) => samples.map((times) => percentile(times, share)));
      const change = (values: number[], at: number) =>
        `${values[at] >= values[0] ? "+" : ""}${Math.round((values[at] / values[0] - 1) * 100)}%`;
      const cells = samples.map(
        (_, at) =>
          `${p50s[at].toFixed(1)} / ${p95s[at].toFixed(1)}${at === 0 ? "" : ` (${change(p50s, at)} / ${change(p95s, at)})`}`,
      );
      rows.push(`| ${name} | ${cells.join(" | ")} |`);
      console.error(rows.at(-1));
    }
  } finally {
    for (const { child: running_ } of running) running_.kill();
  }
  console.log(
    [
      `Facet counting at ${jobs.toLocaleString("en")} jobs, in-memory indexes side by side, ${rounds} ` +
        `interleaved rounds; p50 / p95 ms (their change against the first). Load average at the start: ${load}.`,
      "",
      `| query group | ${running.map((item) => item.name).join(" | ")} |`,
      `| --- | ${running.map(() => "---:").join(" | ")} |`,
      ...rows,
    ].join("\n"),
  );
}

if (process.env.FACET_AB_CHILD) {
  await child(process.env.FACET_AB_CHILD, process.env.FACET_AB_FLAGS === "1", Number(process.env.FACET_AB_JOBS));
} else {
  await main();
}
