/**
 * The load the HTTP benchmarks put on a server: autocannon, GET requests rotating through
 * `paths`, 50 connections by default, for `seconds`.
 */
// @ts-expect-error autocannon ships no type declarations; the little used here is typed below.
import autocannonUntyped from "autocannon";

export interface LoadResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  non2xx: number;
}
const autocannon = autocannonUntyped as (options: { url: string; connections: number; duration: number; requests: { method: string; path: string }[] }) => Promise<LoadResult>;

export function autocannonLoad(port: number, paths: string[], seconds: number, connections = 50): Promise<LoadResult> {
  return autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: paths.map((target) => ({ method: "GET", path: target })) });
}
