import fc from "fast-check";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.server";

const NONCE = "abc+/123==";
const CODE = `;\nimport * as route0 from "/assets/root-1.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");`;
const PAGE = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-1.js?a=1&amp;b=2" nonce="${NONCE}"/>`,
  `<style data-site-css="">body{color:red}</style></head><body><main><p>Jobs &lt;script&gt; here</p></main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${CODE}</script>`,
  `<!--$--><script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`,
].join("");

function rewrite(chunks: string[]): Promise<string> {
  return rewriteBytes(chunks.map((chunk) => Buffer.from(chunk)));
}

async function rewriteBytes(chunks: Buffer[]): Promise<string> {
  const stream = hydrateAfterFirstPaint(NONCE);
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

/**
 * Runs the loader the stream wrote, in a fake page, and returns what it added to <head> and imported, in one log.
 * `import()` is syntax, not a function a context can supply, so the loader's calls are renamed to a recorder.
 */
function runLoader(html: string, visibility: "visible" | "hidden") {
  const loader = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/
    .exec(html)![1]
    .replace(/\bimport\(/g, "recordImport(");
  const log: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    visibilityState: visibility,
    createElement: () => ({}) as Record<string, string>,
    head: { append: (element: Record<string, string>) => log.push({ ...element }) },
  };
  const recordImport = (href: string) => {
    log.push({ imported: href });
    return Promise.resolve({});
  };
  runInNewContext(loader, {
    document,
    recordImport,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  /** Runs the timers one task at a time, letting the promises of each settle, until none is left. */
  async function runTasks(): Promise<number> {
    let tasks = 0;
    for (await settle(); timers.length > 0; await settle(), tasks++) timers.shift()!();
    return tasks;
  }
  return { log, frames, timers, runTasks };
}

/** PAGE with these module preloads instead of its own. */
function pageWithPreloads(preloads: string[]): string {
  return PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(
    "<style",
    preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") + "<style",
  );
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("hydrateAfterFirstPaint", () => {
  it("drops the module preloads and keeps the module script's code in a loader; the rest of the page is unchanged", async () => {
    const html = await rewrite([PAGE]);
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).not.toContain(`import * as route0 from "/assets/root-1.js";\n`);
    const withoutLoader = html.replace(/(<script[^>]*type="module"[^>]*>)[\s\S]*?<\/script>/, `$1${CODE}</script>`);
    const withoutPreloads = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(withoutLoader).toBe(withoutPreloads);
  });

  it(
    "after the first frame, preloads every module, evaluates all but the entry one task each, " +
      "deepest first, then adds the module script with the nonce",
    async () => {
      const { log, frames, runTasks } = runLoader(await rewrite([PAGE]), "visible");
      expect(log).toEqual([]);
      frames.forEach((frame) => frame());
      await settle();
      expect(log).toEqual([]);
      const tasks = await runTasks();
      expect(log).toEqual([
        { rel: "modulepreload", href: "/assets/entry.client-1.js" },
        { rel: "modulepreload", href: "/assets/root-1.js?a=1&b=2" },
        { imported: "/assets/root-1.js?a=1&b=2" },
        { type: "module", nonce: NONCE, textContent: CODE },
      ]);
      // The frame's own task, one before each evaluated module, and one before the module script.
      expect(tasks).toBe(3);
    },
  );

  it("evaluates React Router's list from the end, the entry module never ahead of the module script", async () => {
    const preloads = ["/assets/entry.client-1.js", "/assets/chunk-1.js", "/assets/root-1.js", "/assets/zod-1.js"];
    const page = pageWithPreloads(preloads);
    const { log, frames, runTasks } = runLoader(await rewrite([page]), "visible");
    frames.forEach((frame) => frame());
    await runTasks();
    expect(log.filter((entry) => entry.imported).map((entry) => entry.imported)).toEqual([
      "/assets/zod-1.js",
      "/assets/root-1.js",
      "/assets/chunk-1.js",
    ]);
  });

  it("adds the preload links a few per task", async () => {
    const preloads = Array.from({ length: 9 }, (_, index) => `/assets/chunk-${index}.js`);
    const page = pageWithPreloads(preloads);
    const { log, frames, timers } = runLoader(await rewrite([page]), "visible");
    frames.forEach((frame) => frame());
    const linksAfterEachTask: number[] = [];
    while (timers.length > 0) {
      timers.shift()!();
      await settle();
      linksAfterEachTask.push(log.filter((entry) => entry.rel === "modulepreload").length);
    }
    expect(linksAfterEachTask.slice(0, 3)).toEqual([4, 8, 9]);
  });

  it("starts at once in a background tab, which gets no frames until it is shown", async () => {
    const { log, frames, runTasks } = runLoader(await rewrite([PAGE]), "hidden");
    await runTasks();
    expect(frames).toEqual([]);
    expect(log.at(-1)).toEqual({ type: "module", nonce: NONCE, textContent: CODE });
  });

  it("gives the same page however React's writes cut it (tags and characters split across chunks)", async () => {
    const whole = await rewrite([PAGE]);
    const bytes = Buffer.from(`${PAGE}<p>ünïcödé ✓</p>`);
    const expected = await rewrite([bytes.toString("utf8")]);
    for (const size of [1, 2, 3, 7, 64, 500]) {
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < bytes.length; offset += size) chunks.push(bytes.subarray(offset, offset + size));
      expect(await rewriteBytes(chunks), `chunks of ${size} bytes`).toBe(expected);
    }
    expect(expected.startsWith(whole.replace("</body></html>", ""))).toBe(true);
  });

  it("passes a page without React Router's scripts through untouched", async () => {
    const page = "<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1>";
    expect(await rewrite([page.slice(0, 10), page.slice(10)])).toBe(page);
  });
});

describe("hydrateAfterFirstPaint, however a page is cut (decision 146: most chunks pass through as bytes)", () => {
  it("gives the page it gives whole for any cuts of any text around the tags", async () => {
    const text = fc.string({ unit: "grapheme", maxLength: 200 }).map((value) => value.replace(/[<>]/g, ""));
    await fc.assert(
      fc.asyncProperty(text, text, fc.array(fc.nat(), { maxLength: 12 }), async (before, after, cuts) => {
        const bytes = Buffer.from(PAGE.replace("<main>", `<main>${before}`).replace("</main>", `${after}</main>`));
        const at = [...new Set(cuts.map((cut) => cut % bytes.length))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((start, index) => bytes.subarray(start, [...at, bytes.length][index]));
        expect(await rewriteBytes(chunks)).toBe(await rewriteBytes([bytes]));
      }),
      { numRuns: 200 },
    );
  });
});
