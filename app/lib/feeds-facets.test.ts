import { describe, expect, it } from "vitest";
import { searchFeedPath } from "./feeds";

describe("a search page's feed link", () => {
  it("carries the declared facets' filters with the others", () => {
    expect(
      searchFeedPath("ledger", {
        category: [],
        type: [],
        level: [],
        location: ["pune"],
        stage: ["series-a"],
        lpa: ["20-plus"],
      }),
    ).toBe("/feed.xml?q=ledger&location=pune&stage=series-a&lpa=20-plus");
  });
});
