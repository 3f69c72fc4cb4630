import { describe, expect, it } from "vitest";
import { lastJsonOfModuleInChild } from "../tests/helpers/module-in-child";
import { hasInThreadModuleHooks } from "./commonjs-drizzle";

/**
 * Every HTTP worker thread loads the server's import graph (decision 210), so a package only uploads, mail, posting,
 * sign-in or a company's verification use is loaded where it is used (decisions 208, 210, 214). This child process
 * imports what a worker imports to serve (server/http-server.ts: the API, the board, the index) and lists the packages
 * it loaded, through Node's in-thread module hooks.
 */
const loadedOnlyWhenUsed = [
  // Uploads and exports (decision 210).
  "mammoth",
  "unpdf",
  "yauzl",
  "file-type",
  "fflate",
  // Mail and collected pages (decision 208).
  "nodemailer",
  "cheerio",
  // Sign-in, sessions, postings and verification (decision 214).
  "argon2",
  "bowser",
  "sanitize-html",
  "tldts",
  // The domain lists are read from these packages' files at the first check (decision 210), never imported.
  "free-email-domains-list",
  "mailchecker",
];

const listLoadedPackages = `
import { registerHooks } from "node:module";
const loaded = new Set();
registerHooks({
  load(url, context, next) {
    const name = url.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//)?.[1];
    if (name) loaded.add(name);
    return next(url, context);
  },
});
await import(process.cwd() + "/server/http-server.ts");
console.log(JSON.stringify([...loaded]));
`;

// The child lists what it loads through module.registerHooks (Node 22.15 and 23.5 on; the suite's runtime is Node 24).
describe.skipIf(!hasInThreadModuleHooks())("packages an HTTP worker loads at start", () => {
  it("leaves out every package that only uploads, mail, sign-in, posting or verification use", async () => {
    const loaded = await lastJsonOfModuleInChild<string[]>(listLoadedPackages);
    // The hooks saw the server's own packages, so an empty list cannot pass for a clean one.
    expect(loaded).toEqual(expect.arrayContaining(["hono", "zod", "react-router"]));
    expect(loaded.filter((name) => loadedOnlyWhenUsed.includes(name))).toEqual([]);
  }, 60_000);
});
