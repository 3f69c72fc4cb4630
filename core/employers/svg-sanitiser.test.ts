import { describe, expect, it } from "vitest";
import { logoKindOf } from "./company-logo";
import { sanitiseSvg } from "./svg-sanitiser";

const plain =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/></svg>';

describe("SVG logos are parsed and rebuilt from an allowlist by DOMPurify (issue 27)", () => {
  it("keeps a plain logo, as a standalone SVG with its namespace", async () => {
    const clean = (await sanitiseSvg(plain))!;
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(clean).toContain("<rect");
    expect(clean).toContain('fill="url(#g)"');
  });

  it("drops prefixed script and iframe elements, entity-encoded javascript: links and external references", async () => {
    const cases = [
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:iframe src="https://evil.example"/><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="&#106;avascript:alert(1)"/><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="&#x6A;avascript&colon;alert(1)"/><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#a"/><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" style="fill:url(https://evil.example/x)"/><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    ];
    for (const svg of cases) {
      const clean = (await sanitiseSvg(svg))!;
      expect(clean, svg).toContain("<rect");
      expect(clean, svg).not.toMatch(/script|iframe|javascript|evil\.example|animate/i);
    }
  });

  it("stores the rebuilt file, and refuses what is no SVG at all", async () => {
    const verdict = await logoKindOf(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script><circle r="2"/></svg>',
      ),
    );
    expect(verdict.ok).toBe(true);
    if (verdict.ok) {
      expect(verdict.mime).toBe("image/svg+xml");
      expect(verdict.bytes.toString()).not.toContain("script");
      expect(verdict.bytes.toString()).toContain("<circle");
    }
    expect(await sanitiseSvg("<div>hello</div>")).toBeNull();
  });
});
