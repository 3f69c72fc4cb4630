/**
 * What asking one index process over a local socket would add to each search (the alternative decision 193 did not
 * take): `npx tsx bench/index-socket-roundtrip.ts [answer.json]` sends a search's question and its answer (ids, total
 * and facet counts, as JSON; by default a page of 10 ids and the facets of the 100,000-job bench) back and forth
 * over a Unix socket between two processes, 5,000 times, and prints the round trip's p50/p99 and the CPU each side
 * spent per search. The search itself is not run: this is only the added cost.
 */
import { fork } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createConnection, createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { percentile } from "./percentile";

const socketPath = path.join(os.tmpdir(), `jobboard-index-${process.pid}.sock`);
const rounds = 5_000;

/** Newline-delimited JSON both ways: one line per question, one per answer. */
function lines(socket: Socket, onLine: (line: string) => void): void {
  let buffered = "";
  socket.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    let end: number;
    while ((end = buffered.indexOf("\n")) >= 0) {
      onLine(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
    }
  });
}

if (process.argv[2] === "--index-side") {
  const answer = readFileSync(process.argv[3], "utf8");
  const started = process.cpuUsage();
  createServer((socket) =>
    lines(socket, (line) => {
      const question = JSON.parse(line) as { id: number };
      socket.write(`${JSON.stringify({ id: question.id, ...(JSON.parse(answer) as object) })}\n`);
    }),
  ).listen(process.argv[4], () => process.send!("ready"));
  process.on("message", () => {
    const { user, system } = process.cpuUsage(started);
    process.send!({ cpuMs: (user + system) / 1000 });
  });
} else {
  const answerFile =
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "results", "index-socket-answer.json");
  const child = fork(fileURLToPath(import.meta.url), ["--index-side", answerFile, socketPath], {
    execArgv: process.execArgv,
  });
  await new Promise((resolve) => child.once("message", resolve));
  const socket = createConnection(socketPath);
  await new Promise((resolve) => socket.once("connect", resolve));
  const pending = new Map<number, (answer: unknown) => void>();
  lines(socket, (line) => {
    const answer = JSON.parse(line) as { id: number };
    pending.get(answer.id)!(answer);
    pending.delete(answer.id);
  });
  const question = {
    q: "senior engineer",
    filters: { location: ["bengaluru"], minSalary: 1_500_000 },
    sort: "relevance",
    offset: 0,
    limit: 10,
    facets: true,
  };
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let id = 0; id < rounds; id++) {
    const started = performance.now();
    await new Promise((resolve) => {
      pending.set(id, resolve);
      socket.write(`${JSON.stringify({ id, ...question })}\n`);
    });
    times.push(performance.now() - started);
  }
  const { user, system } = process.cpuUsage(cpuStart);
  child.send("cpu");
  const indexSide = (await new Promise((resolve) => child.once("message", resolve))) as { cpuMs: number };
  console.log(
    `${rounds} round trips of a ${readFileSync(answerFile).byteLength}-byte answer: p50 ${percentile(times, 0.5).toFixed(3)} ` +
      `ms, p99 ${percentile(times, 0.99).toFixed(3)} ms; ` +
      (`CPU per search ${((user + system) / 1000 / rounds).toFixed(3)} ms asking + ${(indexSide.cpuMs / rounds).toFixed(3)} ` +
        `ms answering; load ${os.loadavg()[0].toFixed(1)}`),
  );
  socket.destroy();
  child.kill();
  rmSync(socketPath, { force: true });
}
