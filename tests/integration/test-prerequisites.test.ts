// `npm test` on a machine without Chromium or Java: the decision of scripts/test-prerequisites.mjs, case by case
// (root or not, apt-get or not, what is missing), so it is tested without uninstalling anything (issue 33).
import { describe, expect, it } from "vitest";
import { decidePrerequisites, machineFacts, type MachineFacts } from "../../scripts/test-prerequisites.mjs";

const complete: MachineFacts = {
  chromiumPath: "/usr/bin/chromium-headless-shell",
  chromiumPathFromEnv: false,
  chromiumPresent: true,
  javaPresent: true,
  isRoot: true,
  aptAvailable: true,
};

describe("npm test's prerequisites", () => {
  it("runs when Chromium and Java are both there, root or not", () => {
    expect(decidePrerequisites(complete)).toEqual({ action: "run" });
    expect(decidePrerequisites({ ...complete, isRoot: false, aptAvailable: false })).toEqual({ action: "run" });
  });

  it.each([
    [{ chromiumPresent: false }, ["chromium-headless-shell"]],
    [{ javaPresent: false }, ["default-jre-headless"]],
    [{ chromiumPresent: false, javaPresent: false }, ["chromium-headless-shell", "default-jre-headless"]],
  ])("as root with apt-get, installs what is missing (%o) and says so", (missing, packages) => {
    const decision = decidePrerequisites({ ...complete, ...missing });
    expect(decision.action).toBe("install");
    if (decision.action !== "install") return;
    expect(decision.packages).toEqual(packages);
    expect(decision.message).toMatch(/^npm test: installing Debian's /);
    for (const name of packages) expect(decision.message).toContain(name);
  });

  it.each([
    ["not root", { isRoot: false }],
    ["no apt-get", { aptAvailable: false }],
    ["neither", { isRoot: false, aptAvailable: false }],
  ])("elsewhere (%s) stops and prints the one command to run", (_label, machine) => {
    const decision = decidePrerequisites({ ...complete, ...machine, chromiumPresent: false, javaPresent: false });
    expect(decision.action).toBe("stop");
    if (decision.action !== "stop") return;
    expect(decision.command).toBe(
      "sudo apt-get update && sudo apt-get install -y chromium-headless-shell default-jre-headless",
    );
    expect(decision.message).toContain(decision.command);
    expect(decision.message).toContain("Nothing was run");
  });

  it("does not install Debian's chromium over a CHROMIUM_PATH the caller chose that is missing", () => {
    const decision = decidePrerequisites({
      ...complete,
      chromiumPath: "/opt/nowhere/chrome",
      chromiumPathFromEnv: true,
      chromiumPresent: false,
    });
    expect(decision.action).toBe("stop");
    if (decision.action !== "stop") return;
    expect(decision.message).toContain("CHROMIUM_PATH=/opt/nowhere/chrome does not exist");
  });

  it("reads this machine's facts (a CHROMIUM_PATH that does not exist is missing)", () => {
    const facts = machineFacts({ CHROMIUM_PATH: "/nonexistent/chromium" });
    expect(facts.chromiumPresent).toBe(false);
    expect(facts.chromiumPathFromEnv).toBe(true);
    expect(typeof facts.isRoot).toBe("boolean");
    expect(typeof facts.aptAvailable).toBe("boolean");
  });
});
