import fc from "fast-check";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipPage } from "./page-gzip";

const css = (seed: string) =>
  Array.from(
    { length: 400 },
    (_, i) => `.${seed}-${i}{color:#${(i * 2654435761).toString(16).slice(-6)};margin:${i % 17}px}`,
  ).join("");
const page = (style: string, main: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><meta charset="utf-8"><style nonce="n0nce">${style}</style></head><body><main>${main}</main><script>0</script></body></html>`,
  );

describe("a page's gzip with its stylesheet compressed once", () => {
  it("unzips to the page, byte for byte, for pages with a large, a small or no style element", () => {
    for (const body of [
      page(css("a"), "Payroll engineer · ₹20-30 LPA"),
      page("p{margin:0}", "small style"),
      Buffer.from("<p>no style at all</p>"),
      Buffer.alloc(0),
    ]) {
      expect(gunzipSync(gzipPage(body)).equals(body)).toBe(true);
    }
  });

  it("stays right when the stylesheet changes between pages (a new build) and changes back", () => {
    const pages = [page(css("a"), "one"), page(css("b"), "two"), page(css("a"), "three"), page(css("a"), "three")];
    for (const body of pages) expect(gunzipSync(gzipPage(body)).equals(body)).toBe(true);
  });

  it("is no bigger than the whole page gzipped at once, give or take 2%", () => {
    const body = page(
      css("a"),
      "<ul>" +
        Array.from({ length: 200 }, (_, i) => `<li><a href="/job-details/${i}/engineer">Engineer ${i}</a></li>`).join(
          "",
        ) +
        "</ul>",
    );
    expect(gzipPage(body).length).toBeLessThan(gzipSync(body, { level: 5 }).length * 1.02);
  });

  it("unzips to the page for any bytes around, inside and instead of a style element", () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 3000 }),
      fc.constantFrom(css("a"), css("b"), "</style>", "<style", ">"),
    );
    fc.assert(
      fc.property(text, text, text, fc.boolean(), (before, style, after, wellFormed) => {
        const body = Buffer.from(
          wellFormed ? `${before}<style>${style}</style>${after}` : `${before}<style${style}${after}`,
        );
        expect(gunzipSync(gzipPage(body)).equals(body)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
