/**
 * An HTTP worker's entry, as a cluster process or a worker thread (the work is in http-worker.ts): drizzle-orm is
 * loaded as CommonJS (commonjs-drizzle.ts) before the worker's modules are linked.
 */
import { loadDrizzleAsCommonJs } from "./commonjs-drizzle";

loadDrizzleAsCommonJs();
await import("./http-worker");
