import { describe, expect, it } from "vitest";
import { moduleOptions, threadsSupported } from "./thread-workers";

describe("worker threads", () => {
  it("take the options that load code and leave V8's, which a thread refuses", () => {
    expect(
      moduleOptions([
        "--max-semi-space-size=64",
        "--import",
        "tsx",
        "--expose-gc",
        "--require=./a.cjs",
        "--enable-source-maps",
      ]),
    ).toEqual(["--import", "tsx", "--require=./a.cjs", "--enable-source-maps"]);
  });

  it("need a Node with a port shared by threads (SO_REUSEPORT: 22.12 or 23.1 on)", () => {
    expect(threadsSupported("20.20.2")).toBe(false);
    expect(threadsSupported("22.11.0")).toBe(false);
    expect(threadsSupported("22.12.0")).toBe(true);
    expect(threadsSupported("23.0.0")).toBe(false);
    expect(threadsSupported("23.1.0")).toBe(true);
    expect(threadsSupported("24.22.3")).toBe(true);
  });
});
