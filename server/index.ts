/**
 * `npm start`'s entry (the work is in primary.ts): drizzle-orm is loaded as CommonJS (commonjs-drizzle.ts) before the
 * server's modules are linked, which a static import of them would do first.
 */
import { loadDrizzleAsCommonJs } from "./commonjs-drizzle";

loadDrizzleAsCommonJs();
await import("./primary");
