import * as z from "./zod-base";

/**
 * The `z` of every schema under core/ (they also run in the browser: the forms validate as you type).
 * Zod compiles object parsers with `new Function` when it may, and probes for that at the first object
 * schema it builds. The pages' CSP has no 'unsafe-eval', so in the browser the probe is refused and
 * reported: a DevTools issue that costs the search page Lighthouse's best-practices `inspector-issues`
 * audit. In the browser zod runs jitless (no probe, the interpreted parser, fast enough for forms);
 * the server, which has no CSP, keeps the compiled parsers. This module must run before any schema
 * is built: every schema module imports `z` from here, so it does.
 *
 * `z.string()` here refuses NUL and other control characters (zod-base.ts, issue 27): one change that every
 * schema built on this module gets.
 */
z.config({ jitless: typeof window !== "undefined" });

export { z };
