// What `npm test` needs from the machine besides node_modules: Debian's Chromium headless shell (end-to-end tests and
// pa11y) and a Java runtime (the Nu HTML Checker, vnu-jar). decidePrerequisites() is the whole decision, free of side effects, so a
// unit test covers every case (tests/integration/test-prerequisites.test.ts) without uninstalling anything;
// machineFacts() reads the machine, installMissing() runs the install the way .ci/run does.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The browser the tests drive: Debian's chromium-headless-shell, the headless-only build of Chromium's own source
 * (Blink, V8 and the network stack, no browser UI). The same 190 end-to-end tests took 501 s of test time in it
 * against 872 s in the full browser on the 2-core CI machine (decision 204). CHROMIUM_PATH chooses another binary.
 */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium-headless-shell";

const packageFor = { chromium: "chromium-headless-shell", java: "default-jre-headless" };

/**
 * @param {{ chromiumPath: string, chromiumPresent: boolean, javaPresent: boolean, isRoot: boolean, aptAvailable: boolean, chromiumPathFromEnv: boolean }} facts
 * @returns {{ action: "run" } | { action: "install", packages: string[], message: string } | { action: "stop",
 * packages: string[], command: string, message: string }}
 */
export function decidePrerequisites(facts) {
  const missing = [];
  // A CHROMIUM_PATH the caller chose and that is missing is theirs to fix: installing Debian's package would not help.
  if (!facts.chromiumPresent) missing.push("chromium");
  if (!facts.javaPresent) missing.push("java");
  if (missing.length === 0) return { action: "run" };
  const packages = missing.map((name) => packageFor[name]);
  const why = missing
    .map((name) =>
      name === "chromium"
        ? `Chromium at ${facts.chromiumPath} (end-to-end tests)`
        : "a Java runtime for the Nu HTML Checker (vnu-jar)",
    )
    .join(" and ");
  const installable =
    facts.isRoot && facts.aptAvailable && !(missing.includes("chromium") && facts.chromiumPathFromEnv);
  if (installable) {
    return {
      action: "install",
      packages,
      message: `npm test: installing Debian's ${packages.join(" and ")}: ${why} missing.`,
    };
  }
  const command = `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;
  const hint =
    missing.includes("chromium") && facts.chromiumPathFromEnv
      ? `CHROMIUM_PATH=${facts.chromiumPath} does not exist: point it at a Chromium binary, or unset it and run:`
      : "Run:";
  return {
    action: "stop",
    packages,
    command,
    message: `\nnpm test needs ${why}, and it is missing. Nothing was run.\n${hint}\n\n  ${command}\n`,
  };
}

export function machineFacts(env = process.env) {
  const chromiumPath = env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;
  return {
    chromiumPath,
    chromiumPathFromEnv: env.CHROMIUM_PATH !== undefined,
    chromiumPresent: existsSync(chromiumPath),
    javaPresent: spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0,
    isRoot: typeof process.getuid === "function" && process.getuid() === 0,
    aptAvailable: spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0,
  };
}

/** Installs the packages with apt-get as .ci/run does; false when apt-get failed. */
export function installMissing(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  if (update.status !== 0) return false;
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
  return install.status === 0;
}
