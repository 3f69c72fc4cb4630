/**
 * CPU per computed search in two or more checkouts side by side, in-process and without HTTP (issue 45 point 2,
 * decision 202): `AB_DATABASE_URL=postgres://… npx tsx bench/search-cpu-ab.ts <checkout> <checkout> ...`
 * (AB_ROUNDS, default 30; AB_RANDOM, default 200; AB_PARTS, a pattern of the parts' names to run; AB_EACH=1, a
 * table by search too). The database holds generated jobs (bench/generate.ts, 100,000 by default); each checkout's
 * own code builds its index from it in a process of its own. The same checkout named twice (say with a trailing
 * slash) runs in two processes: the spread between them is the noise of the machine.
 *
 * Two workloads, each as /api/search runs it (the query's Zod parse, filtersOf, searchJobsJson with its row cache,
 * the recent-answers cache off) and as the index alone (SearchIndex.search):
 * - rotation: the searches of bench/search-query-groups.ts (those of search-load and search-rotation);
 * - random: AB_RANDOM two-word searches from the demo titles' words, each with a page (1-5) and a salary floor, as
 *   the load of issue 45 was.
 * One parent asks each child in turn, in an order turning every round, so that whatever else the shared machine does
 * falls on all alike, and reads CPU time (process.cpuUsage: user + system) rather than wall time. Each child prints a
 * digest of every answer of the index at one fixed time: the digests of checkouts that should answer alike must match.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

const scriptFile = fileURLToPath(import.meta.url);

/** A deterministic generator (mulberry32), so that every checkout asks the same random searches. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FLOORS = [300_000, 600_000, 1_000_000, 1_500_000, 2_500_000];

/** The random workload's request paths: two words of the demo titles, a page and a salary floor. */
function randomPaths(words: string[], count: number): string[] {
  const random = seeded(45);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  return Array.from({ length: count }, () => {
    const q = `${pick(words)} ${pick(words)}`;
    return `/api/search?q=${encodeURIComponent(q)}&page=${1 + Math.floor(random() * 5)}&minSalary=${pick(FLOORS)}`;
  });
}

// ---- child: one checkout's index, answering the parent's rounds ------------------------------------------------

async function child(checkout: string): Promise<void> {
  const from = (...files: string[]) =>
    import(
      path.join(
        checkout,
        files.find((file) => existsSync(path.join(checkout, file)))!,
      )
    );
  const { openDatabase, setDatabase } = await from("db/client.ts");
  const { searchIndex } = await from("core/search/sync/search-index-store.ts", "core/search/search-index-store.ts");
  const { searchParamsSchema, filtersOf } = await from("core/search/search.schema.ts");
  const { searchJobsJson } = await from("core/search/search.service.ts");
  const { searchQueryGroups } = await import("./search-query-groups");
  const handle = openDatabase(process.env.AB_DATABASE_URL!, 5);
  setDatabase(handle);
  const index = await searchIndex();
  index.answerCacheEnabled = false;
  const titleWords: string[] = [];
  const rows = await handle.sql`SELECT DISTINCT lower(title) AS title FROM jobs ORDER BY 1 LIMIT 2000`;
  for (const { title } of rows as { title: string }[])
    for (const word of title.split(/[^a-z0-9.]+/))
      if (word.length > 1 && !titleWords.includes(word)) titleWords.push(word);
  const workloads = {
    rotation: searchQueryGroups.flatMap((group) => group.paths),
    random: randomPaths(titleWords.sort(), Number(process.env.AB_RANDOM ?? 200)),
  };
  const raws = Object.fromEntries(
    Object.entries(workloads).map(([name, paths]) => [
      name,
      paths.map((target) => {
        const raw: Record<string, string> = {};
        for (const [key, value] of new URL(target, "http://x").searchParams) raw[key] = value;
        return raw;
      }),
    ]),
  ) as Record<keyof typeof workloads, Record<string, string>[]>;
  const questionsOf = (raw: Record<string, string>[], now?: number) =>
    raw.map((one) => {
      const params = searchParamsSchema.parse(one);
      const limit = params.limit ?? 6;
      // A checkout from before search by place (decision 172) has no placeSearch.
      const placed = index.placeSearch?.(params.q ?? "", params.where, filtersOf(params)) ?? {
        q: params.q ?? "",
        filters: filtersOf(params),
      };
      return {
        q: placed.q,
        filters: placed.filters,
        sort: params.sort,
        offset: ((params.page ?? 1) - 1) * limit,
        limit,
        facets: params.facets,
        now,
      };
    });
  // One time for every checkout (the parent's), so that the posted windows and expiries are the same in each.
  const now = Number(process.env.AB_NOW);
  const digests = Object.fromEntries(
    Object.entries(raws).map(([name, raw]) => {
      const digest = createHash("sha256");
      for (const question of questionsOf(raw, now)) {
        const answer = index.search(question);
        digest.update(JSON.stringify([answer.ids, answer.total, answer.mode, answer.facets, answer.corrections]));
      }
      return [name, digest.digest("hex").slice(0, 16)];
    }),
  );
  const cpuMs = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const api = (one: Record<string, string>) => () => {
    const params = searchParamsSchema.parse(one);
    return searchJobsJson({
      q: params.q,
      where: params.where,
      page: params.page,
      limit: params.limit,
      sort: params.sort,
      filters: filtersOf(params),
      facets: params.facets,
    });
  };
  const alone = (raw: Record<string, string>[]) => questionsOf(raw).map((question) => () => index.search(question));
  const allParts = Object.entries(raws).flatMap(([name, raw]) => [
    { name: `${name}, index alone`, paths: workloads[name as keyof typeof workloads], searches: alone(raw) },
    { name: `${name}, as /api/search`, paths: workloads[name as keyof typeof workloads], searches: raw.map(api) },
    {
      name: `${name}, of which the query's Zod parse`,
      paths: workloads[name as keyof typeof workloads],
      searches: raw.map((one) => () => filtersOf(searchParamsSchema.parse(one))),
    },
  ]);
  // AB_EACH=1: each search's CPU too (a clock read around each), for a table by search.
  const each = process.env.AB_EACH === "1";
  // AB_PARTS: a pattern of the parts to run (all by default), to spend a loaded machine's time where it tells.
  const parts = allParts.filter((part) => new RegExp(process.env.AB_PARTS ?? "").test(part.name));
  const ready = { digests, parts: parts.map((part) => part.name), paths: parts.map((part) => part.paths) };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  for await (const line of readline.createInterface({ input: process.stdin })) {
    const { part } = JSON.parse(line) as { part: number };
    const { searches } = parts[part];
    const times: number[] = [];
    const started = cpuMs();
    for (const search of searches) {
      const before = each ? cpuMs() : 0;
      await search();
      if (each) times.push(cpuMs() - before);
    }
    const perSearch = (cpuMs() - started) / searches.length;
    process.stdout.write(`CPU ${JSON.stringify({ perSearch, times })}\n`);
  }
  setDatabase(undefined);
  await handle.close();
}

// ---- parent ---------------------------------------------------------------------------------------------------

interface Running {
  name: string;
  child: ChildProcess;
  next: () => Promise<string>;
  ready: { digests: Record<string, string>; parts: string[]; paths: string[][] };
}

function start(checkout: string): Promise<Running> {
  const child = spawn(process.execPath, ["--max-semi-space-size=64", "--import", "tsx", scriptFile], {
    cwd: checkout,
    env: {
      ...process.env,
      AB_CHILD: path.resolve(checkout),
      AB_NOW: String(startedAt),
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      SEARCH_SNAPSHOTS: "false",
      DATA_DIR: os.tmpdir(),
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  const queued: string[] = [];
  lines.on("line", (line) => (waiting.length ? waiting.shift()!(line) : queued.push(line)));
  const next = async (): Promise<string> => {
    for (;;) {
      const line = await new Promise<string>((resolve) =>
        queued.length ? resolve(queued.shift()!) : waiting.push(resolve),
      );
      if (line.startsWith("READY ") || line.startsWith("CPU ")) return line;
    }
  };
  return next().then((ready) => {
    console.error(`search-cpu-ab: ${checkout} ${ready}`);
    return { name: path.basename(checkout), child, next, ready: JSON.parse(ready.slice(6)) };
  });
}

const startedAt = Date.now();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function main(): Promise<void> {
  const checkouts = process.argv.slice(2);
  if (checkouts.length < 2 || !process.env.AB_DATABASE_URL)
    throw new Error("usage: AB_DATABASE_URL=postgres://… npx tsx bench/search-cpu-ab.ts <checkout> <checkout> ...");
  const rounds = Number(process.env.AB_ROUNDS ?? 30);
  const running: Running[] = [];
  // One at a time: two builds at once would each take as long as both.
  for (const checkout of checkouts) running.push(await start(checkout));
  const loadAtStart = os.loadavg();
  const parts = running[0].ready.parts;
  const samples = parts.map(() => running.map((): number[] => []));
  const bySearch = running[0].ready.paths.map((paths) => running.map(() => paths.map((): number[] => [])));
  try {
    // Three rounds unmeasured (lazy structures, the row cache, the JIT), then the rounds, each in a turned order.
    for (let round = -3; round < rounds; round++) {
      for (const [part] of parts.entries()) {
        for (let turn = 0; turn < running.length; turn++) {
          const at = (((turn + round) % running.length) + running.length) % running.length;
          running[at].child.stdin!.write(`${JSON.stringify({ part })}\n`);
          const { perSearch, times } = JSON.parse((await running[at].next()).slice(4)) as {
            perSearch: number;
            times: number[];
          };
          if (round < 0) continue;
          samples[part][at].push(perSearch);
          times.forEach((ms, search) => bySearch[part][at][search].push(ms));
        }
      }
      if (round >= 0 && round % 10 === 9) console.error(`search-cpu-ab: ${round + 1} of ${rounds} rounds`);
    }
  } finally {
    for (const { child: one } of running) one.kill();
  }
  const medians = samples.map((byCheckout) => byCheckout.map(median));
  const cell = (part: number, at: number) => {
    const value = medians[part][at];
    const base = medians[part][0];
    const change = at === 0 ? "" : ` (${value >= base ? "+" : ""}${Math.round((value / base - 1) * 100)}%)`;
    return `${value.toFixed(3)}${change}`;
  };
  // With AB_EACH=1, a table by search of the workloads of at most 40 searches.
  const bySearchTables = () =>
    parts.flatMap((name, part) => {
      const paths = running[0].ready.paths[part];
      if (bySearch[part][0][0]?.length !== rounds || paths.length > 40) return [];
      return [
        "",
        `| ${name}: CPU ms by search | ${running.map((item) => item.name).join(" | ")} |`,
        `| --- | ${running.map(() => "---:").join(" | ")} |`,
        ...paths.map(
          (target, search) =>
            `| \`${decodeURIComponent(target.replace("/api/search?", ""))}\` | ` +
            `${running.map((_, at) => median(bySearch[part][at][search]).toFixed(3)).join(" | ")} |`,
        ),
      ];
    });
  const digestRows = Object.keys(running[0].ready.digests).map(
    (name) => `| answer digest, ${name} | ${running.map((item) => `\`${item.ready.digests[name]}\``).join(" | ")} |`,
  );
  console.log(
    [
      `CPU ms per computed search (median of ${rounds} interleaved rounds; user + system), the recent-answers cache ` +
        `off. Load average at the start: ${loadAtStart.map((value) => value.toFixed(1)).join(", ")}; at the end: ` +
        `${os
          .loadavg()
          .map((value) => value.toFixed(1))
          .join(", ")}.`,
      "",
      `| workload | ${running.map((item) => item.name).join(" | ")} |`,
      `| --- | ${running.map(() => "---:").join(" | ")} |`,
      ...parts.map((name, part) => `| ${name} | ${running.map((_, at) => cell(part, at)).join(" | ")} |`),
      ...digestRows,
      ...bySearchTables(),
    ].join("\n"),
  );
}

if (process.env.AB_CHILD) {
  await child(process.env.AB_CHILD);
} else {
  await main();
}
