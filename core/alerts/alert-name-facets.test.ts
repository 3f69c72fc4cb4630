import { describe, expect, it } from "vitest";
import { alertNameOf } from "./alert-name";
import { alertQuerySchema, searchRecord, searchStringOf } from "./alerts.schema";

describe("an alert made from a search with the declared facets", () => {
  it("keeps the filters and says them in its name", () => {
    const query = alertQuerySchema.parse(searchRecord("q=engineer&stage=series-a&size=11-50&lpa=20-plus"));
    expect(query).toMatchObject({ q: "engineer", stage: ["series-a"], size: ["11-50"], lpa: ["20-plus"] });
    expect(alertNameOf(query)).toBe("Engineer · Series A · 11-50 · ₹20+ LPA");
    expect(alertNameOf(alertQuerySchema.parse(searchRecord("stage=seed,series-a&equity=yes&workplace=remote")))).toBe(
      "Seed or Series A · Remote · Equity offered",
    );
  });

  it("writes them back into the search's query string, so its link opens the same search", () => {
    const query = alertQuerySchema.parse(searchRecord("q=engineer&stage=series-a&size=11-50&lpa=20-plus"));
    const again = alertQuerySchema.parse(searchRecord(searchStringOf(query)));
    expect(again).toEqual(query);
    expect(searchStringOf(query)).toContain("stage=series-a");
  });

  it("refuses an unknown stage, naming the field", () => {
    const parsed = alertQuerySchema.safeParse(searchRecord("stage=series-z"));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0].message).toMatch(/^stage must be one of/);
  });
});
