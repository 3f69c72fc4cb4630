import { describe, expect, it } from "vitest";
import { descriptionBlocks } from "./description-blocks";

describe("a description as written (issue 44)", () => {
  it("keeps an employer's paragraphs whole, and their typed bullets as a list", () => {
    // As core stores a posted description: escaped paragraphs, line breaks as <br>.
    const stored =
      "<p>We build payments for India. You will own our billing APIs.</p><p>What you need:<br>- " +
      "Go or Rust<br>- PostgreSQL &amp; queues</p><p>1. Apply<br>2. Talk to us</p>";
    expect(descriptionBlocks(stored)).toEqual([
      { kind: "paragraph", text: "We build payments for India. You will own our billing APIs." },
      { kind: "paragraph", text: "What you need:" },
      { kind: "list", ordered: false, items: ["Go or Rust", "PostgreSQL & queues"] },
      { kind: "list", ordered: true, items: ["Apply", "Talk to us"] },
    ]);
  });

  it("reads collected HTML's headings, paragraphs and lists", () => {
    const stored =
      "<h2>About us</h2>\n<p>We build <strong>R&amp;D</strong>\n tools. You ship " +
      "fast.</p><ul><li>Own the API</li><li>Ship weekly</li></ul><ol><li>One</li></ol>";
    expect(descriptionBlocks(stored)).toEqual([
      { kind: "heading", text: "About us" },
      { kind: "paragraph", text: "We build R&D tools. You ship fast." },
      { kind: "list", ordered: false, items: ["Own the API", "Ship weekly"] },
      { kind: "list", ordered: true, items: ["One"] },
    ]);
  });

  it("reads plain text paragraphs, and never turns text into markup", () => {
    expect(descriptionBlocks("First paragraph. Two sentences.\n\nSecond one.")).toEqual([
      { kind: "paragraph", text: "First paragraph. Two sentences." },
      { kind: "paragraph", text: "Second one." },
    ]);
    expect(descriptionBlocks("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toEqual([
      { kind: "paragraph", text: "<script>alert(1)</script>" },
    ]);
  });
});
