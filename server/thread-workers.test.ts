import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { moduleOptions, threadsSupported, workerResourceLimits } from "./thread-workers";

const probe = fileURLToPath(new URL("../tests/helpers/young-generation-probe.ts", import.meta.url));
/** The largest new space, in MB, of a worker thread started under npm start's V8 flag (young-generation-probe.ts). */
const youngGenerationOfAThread = (...options: string[]) =>
  Number(
    execFileSync(process.execPath, ["--max-semi-space-size=64", "--import", "tsx", probe, ...options], {
      encoding: "utf8",
    }).trim(),
  );

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

  it("keep to their own young generation under npm start's --max-semi-space-size=64 (decision 208)", () => {
    // Two semi-spaces of a third of the limit each: 16 MB, where the process's flag gave each thread 128.
    const semiSpaces = (workerResourceLimits.maxYoungGenerationSizeMb! * 2) / 3;
    expect(youngGenerationOfAThread()).toBeLessThanOrEqual(semiSpaces + 4);
    // The probe sees the flag win when it is left in place, so the line above can fail.
    expect(youngGenerationOfAThread("--keep-flag")).toBeGreaterThan(64);
  });
});
