import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("environment settings", () => {
  it("fills in the documented defaults", () => {
    const settings = parseEnv({});
    expect(settings.PORT).toBe(3000);
    expect(settings.DATA_DIR).toBe("./data");
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});
