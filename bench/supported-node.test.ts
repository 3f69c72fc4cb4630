import { describe, expect, it } from "vitest";
import { meetsMinimum } from "./supported-node";

describe("meetsMinimum", () => {
  it("compares major, minor and patch in turn", () => {
    expect(meetsMinimum("v20.20.2", ">=22.12")).toBe(false);
    expect(meetsMinimum("v22.11.9", ">=22.12")).toBe(false);
    expect(meetsMinimum("v22.12.0", ">=22.12")).toBe(true);
    expect(meetsMinimum("v22.23.5", ">=22.12")).toBe(true);
    expect(meetsMinimum("v24.0.0", ">=22.12")).toBe(true);
    expect(meetsMinimum("v22.12.1", ">=22.12.2")).toBe(false);
  });

  it("refuses a range it cannot read", () => {
    expect(() => meetsMinimum("v24.0.0", "^22 || ^24")).toThrow(/engines.node/);
  });
});
