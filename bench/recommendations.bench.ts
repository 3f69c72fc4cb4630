/**
 * `npm run bench recommendations`: recommended jobs at 100,000 jobs for profiles of
 * 10 skills (decisions 072, 073 and 095; target p95 under 30 ms).
 *
 * Makes its own database (embedded PostgreSQL in a temp folder, or a new database on
 * BENCH_DATABASE_URL's server), loads 100,000 generated jobs and 40 candidates with 10
 * skills, a desired title, an industry, years, a city and 3 saved jobs each, then
 * measures (1) recommendJobs() in the process, with the index's answer cache off (every
 * question reaches the index), interleaved with the call as it was before decision 095
 * (bench/recommendations-before.ts) under the same load, wall time and the process's CPU time
 * per call (which the machine's load stretches far less), and (2) GET /api/getrecommendedjobs
 * over HTTP on the real API beside a bare node:http server answering a body of the same size,
 * interleaved. The load average is printed with the figures.
 */
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { setDatabase } from "../db/client";
import { createBenchDatabase, generateBenchData, benchDefaults } from "./generate";
import { bareServer } from "./bare-server";
import { isSharedMachine } from "./machine-load";
import { percentile } from "./percentile";

process.env.LOG_LEVEL ??= "silent";
process.env.NODE_ENV ??= "production";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const profiles = 40;

const ms = (value: number) => (value >= 10 ? value.toFixed(1) : value.toFixed(2));
const row = (name: string, samples: number[]) =>
  `| ${name} | ${samples.length} | ${ms(percentile(samples, 0.5))} | ${ms(percentile(samples, 0.95))} | ${ms(percentile(samples, 0.99))} |`;

/** Wall and CPU time of each call. */
class Timing {
  readonly ms: number[] = [];
  readonly cpu: number[] = [];
  async time<T>(call: () => Promise<T>): Promise<T> {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const result = await call();
    this.ms.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    this.cpu.push((cpu.user + cpu.system) / 1000);
    return result;
  }
  row(name: string): string {
    return `${row(name, this.ms)} ${ms(percentile(this.cpu, 0.5))} | ${ms(this.cpu.reduce((sum, value) => sum + value, 0) / this.cpu.length)} |`;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(port: number, target: string, token?: string): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      { host: "127.0.0.1", port, path: target, agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** 10 skills of one category of the generated data, plus 2 from another: like a real profile that spans two fields. */
function skillSets(
  categoryRoles: Record<string, { titles: string[]; skills: string[] }>,
): { title: string; industry: string; skills: string[] }[] {
  const categories = Object.entries(categoryRoles).filter(([, role]) => role.skills.length >= 8);
  return Array.from({ length: profiles }, (_, index) => {
    const [industry, role] = categories[index % categories.length];
    const [, other] = categories[(index * 7 + 3) % categories.length];
    const skills = [...new Set([...role.skills.slice(0, 8), ...other.skills.slice(index % 3, (index % 3) + 2)])].slice(
      0,
      10,
    );
    return { title: role.titles[index % role.titles.length], industry, skills };
  });
}

export default async function recommendationsBenchmark(): Promise<string> {
  console.log("creating the benchmark database...");
  const database = await createBenchDatabase();
  const closers: (() => Promise<void>)[] = [];
  try {
    setDatabase(database.handle);
    const sql = database.handle.sql;
    const loaded = await generateBenchData(sql, benchDefaults);
    console.log(`loaded ${loaded.jobs} jobs in ${(loaded.ms / 1000).toFixed(1)} s`);

    const { categoryRoles } = await import("../db/seed/catalog-data");
    const { createSession } = await import("../core/accounts");
    const { searchIndex } = await import("../core/search");
    const { recommendJobs } = await import("../core/recommendations");
    const { recommendJobsBefore } = await import("./recommendations-before");
    const cities = ["Bengaluru", "Mumbai", "Remote", "Pune", "Hyderabad"];
    const users: { id: number; token: string }[] = [];
    for (const [index, profile] of skillSets(categoryRoles).entries()) {
      const email = `bench${index}@example.com`;
      const [user] = await sql<
        { id: number }[]
      >`INSERT INTO users (email, name) VALUES (${email}, 'Bench Candidate') RETURNING id`;
      await sql`
        INSERT INTO candidate_profiles (user_id, name, email, skills, desired_job_title, industry, preferred_industry,
        years_of_experience, preferred_location)
        VALUES (${user.id}, 'Bench Candidate', ${email}, ${profile.skills.join(", ")}, ${profile.title},
        ${profile.industry}, ${profile.industry}, ${index % 12}, ${cities[index % cities.length]})`;
      await sql`INSERT INTO saved_jobs (user_id, job_id) SELECT ${user.id}, id FROM jobs WHERE status = 'open' ORDER BY id OFFSET ${index * 97} LIMIT 3`;
      users.push({ id: user.id, token: (await createSession(user.id)).token });
    }

    const indexStarted = performance.now();
    const index = await searchIndex();
    const indexMs = performance.now() - indexStarted;
    // Every question reaches the index: the figures are the work itself, not the 30 s answer cache.
    index.answerCacheEnabled = false;
    for (const user of users.slice(0, 5)) {
      await recommendJobs(user.id);
      await recommendJobsBefore(user.id);
    }

    // Cold rows: the index's row cache (5,000 recently shown jobs) is cleared before each call, so the page is read from PostgreSQL.
    const clearRows = () => {
      for (let id = 1; id <= loaded.jobs + 1_000; id++) index.rows.delete(id);
    };
    const timings = { cold: new Timing(), warm: new Timing(), before: new Timing(), beforeWarm: new Timing() };
    const loadAtStart = os.loadavg()[0];
    let listed = 0;
    for (let round = 0; round < rounds; round++) {
      for (const [position, user] of users.entries()) {
        // Which call goes first alternates, so that neither always follows the other's reads.
        const calls = [
          async () => {
            clearRows();
            listed += (await timings.cold.time(() => recommendJobs(user.id))).total;
            await timings.warm.time(() => recommendJobs(user.id));
          },
          async () => {
            clearRows();
            await timings.before.time(() => recommendJobsBefore(user.id));
            await timings.beforeWarm.time(() => recommendJobsBefore(user.id));
          },
        ];
        if ((round + position) % 2) calls.reverse();
        for (const call of calls) await call();
      }
    }
    const loadAfterInProcess = os.loadavg()[0];

    const { createApp } = await import("../server/app");
    const app = createApp({ pageHandler: (c) => c.text("page", 200) });
    const appServer = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => appServer.once("listening", resolve));
    const appPort = (appServer.address() as AddressInfo).port;
    closers.push(() => new Promise<void>((resolve) => appServer.close(() => resolve())));
    // The bare server answers a body of the API's size: one API call first tells the size.
    const probe = await get(appPort, "/api/getrecommendedjobs?page=1&limit=10", users[0].token);
    if (probe.status !== 200)
      throw new Error(`getrecommendedjobs answered ${probe.status}: ${probe.body.slice(0, 200)}`);
    const size = Buffer.byteLength(probe.body);
    const bare = await bareServer(size);
    closers.push(bare.close);
    const overHttp: number[] = [];
    const bareTimes: number[] = [];
    const loadAtHttp = os.loadavg()[0];
    for (let round = 0; round < rounds; round++) {
      for (const user of users) {
        const answer = await get(appPort, "/api/getrecommendedjobs?page=1&limit=10", user.token);
        if (answer.status !== 200)
          throw new Error(`getrecommendedjobs answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        overHttp.push(answer.ms);
        bareTimes.push((await get(bare.port, "/")).ms);
      }
    }

    return [
      "## Recommendations (decisions 072, 073 and 095)",
      "",
      `${loaded.jobs.toLocaleString("en-IN")} generated jobs in ${database.where}; ${users.length} ` +
        `candidates with 10 skills, a desired title, an industry, years, a city or Remote and 3 saved ` +
        `jobs each; ${rounds} rounds. The index's answer cache is off, so every question reaches the ` +
        `index. Today's call and the call as it was before decision 095 alternate for each candidate ` +
        `under the same load. Target: p95 under 30 ms. Milliseconds (CPU: this process's CPU time per call):`,
      "",
      "| measured | n | p50 | p95 | p99 | CPU p50 | CPU mean |",
      "|---|---|---|---|---|---|---|",
      timings.cold.row("recommendJobs() now: page rows read from PostgreSQL (row cache cleared)"),
      timings.warm.row("recommendJobs() now, the same candidate again (page rows from the index's row cache)"),
      timings.before.row(
        "recommendJobs() as before decision 095 (three reads, text-relevance questions), page rows from PostgreSQL",
      ),
      timings.beforeWarm.row("recommendJobs() as before decision 095, the same candidate again"),
      `${row(`GET /api/getrecommendedjobs over HTTP now (page of 10, ${(size / 1024).toFixed(1)} KB JSON)`, overHttp)} | | |`,
      `${row(`bare node:http answering ${(size / 1024).toFixed(1)} KB, alternating with the API calls`, bareTimes)} | | |`,
      "",
      `Load average (1 min) ${loadAtStart.toFixed(1)} when the in-process calls began, ${loadAfterInProcess.toFixed(1)} ` +
        `after them, ${loadAtHttp.toFixed(1)} when the HTTP calls began and ${os.loadavg()[0].toFixed(1)} ` +
        `at the end, on ${os.cpus().length} cores${isSharedMachine(Math.max(loadAtStart, loadAfterInProcess, loadAtHttp, os.loadavg()[0])) ? " shared with other work: compare the rows with each other, not with an idle machine's figures" : ", nothing else running (the load is the benchmark's own)"}. ` +
        `HTTP p95 is ${(percentile(overHttp, 0.95) / percentile(bareTimes, 0.95)).toFixed(1)}× the ` +
        `bare server's. The index was built in ${(indexMs / 1000).toFixed(1)} s; a candidate's list ` +
        `held ${Math.round(listed / timings.cold.ms.length)} jobs on average.`,
    ].join("\n");
  } finally {
    for (const close of closers) await close().catch(() => {});
    setDatabase(undefined);
    await database.close();
  }
}
