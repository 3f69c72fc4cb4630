/**
 * The load generator in a process of its own (`node --import tsx bench/autocannon-child.ts '<json>'`), so that its
 * CPU is not the benchmark's: prints autocannonLoad's result as one line of JSON, then its own CPU milliseconds.
 */
import { autocannonLoad } from "./autocannon-load";

const { port, paths, seconds, connections, staggered } = JSON.parse(process.argv[2]) as {
  port: number;
  paths: string[];
  seconds: number;
  connections: number;
  staggered: boolean;
};
const result = await autocannonLoad(port, paths, seconds, connections, staggered);
const used = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ result, cpuMs: (used.user + used.system) / 1000 })}\n`);
process.exit(0);
