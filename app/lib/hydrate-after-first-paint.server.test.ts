import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.server";

const NONCE = "abc+/123==";
const CODE = `;\nimport * as route0 from "/assets/root-1.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");`;
const PAGE = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-1.js?a=1&amp;b=2" nonce="${NONCE}"/>`,
  `<style id="site-css">body{color:red}</style></head><body><main><p>Jobs &lt;script&gt; here</p></main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">${CODE}</script>`,
  `<!--$--><script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`,
].join("");

async function rewrite(chunks: string[]): Promise<string> {
  const stream = hydrateAfterFirstPaint(NONCE);
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(Buffer.from(chunk));
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

/** Runs the loader the stream wrote, in a fake page, and returns what it added to <head> and when. */
function runLoader(html: string, visibility: "visible" | "hidden") {
  const loader = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
  const added: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    visibilityState: visibility,
    createElement: () => ({}) as Record<string, string>,
    head: { append: (element: Record<string, string>) => added.push({ ...element }) },
  };
  runInNewContext(loader, { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
  return { added, frames, timers };
}

describe("hydrateAfterFirstPaint", () => {
  it("drops the module preloads and keeps the module script's code in a loader; the rest of the page is unchanged", async () => {
    const html = await rewrite([PAGE]);
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).not.toContain(`import * as route0 from "/assets/root-1.js";\n`);
    const withoutLoader = html.replace(/(<script[^>]*type="module"[^>]*>)[\s\S]*?<\/script>/, `$1${CODE}</script>`);
    const withoutPreloads = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(withoutLoader).toBe(withoutPreloads);
  });

  it("loads the preloads and the original module script, with the nonce, only after the first frame", async () => {
    const { added, frames, timers } = runLoader(await rewrite([PAGE]), "visible");
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-1.js" },
      { rel: "modulepreload", href: "/assets/root-1.js?a=1&b=2" },
      { type: "module", nonce: NONCE, textContent: CODE },
    ]);
  });

  it("starts at once in a background tab, which gets no frames until it is shown", async () => {
    const { added, frames } = runLoader(await rewrite([PAGE]), "hidden");
    expect(frames).toEqual([]);
    expect(added.at(-1)).toEqual({ type: "module", nonce: NONCE, textContent: CODE });
  });

  it("gives the same page however React's writes cut it (tags and characters split across chunks)", async () => {
    const whole = await rewrite([PAGE]);
    const bytes = Buffer.from(`${PAGE}<p>ünïcödé ✓</p>`);
    const expected = await rewrite([bytes.toString("utf8")]);
    for (const size of [1, 2, 3, 7, 64, 500]) {
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < bytes.length; offset += size) chunks.push(bytes.subarray(offset, offset + size));
      const stream = hydrateAfterFirstPaint(NONCE);
      const out: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => out.push(chunk));
      const done = new Promise((resolve) => stream.on("end", resolve));
      for (const chunk of chunks) stream.write(chunk);
      stream.end();
      await done;
      expect(Buffer.concat(out).toString("utf8"), `chunks of ${size} bytes`).toBe(expected);
    }
    expect(expected.startsWith(whole.replace("</body></html>", ""))).toBe(true);
  });

  it("passes a page without React Router's scripts through untouched", async () => {
    const page = "<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1>";
    expect(await rewrite([page.slice(0, 10), page.slice(10)])).toBe(page);
  });
});
