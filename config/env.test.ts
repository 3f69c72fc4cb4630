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

  it("keeps the search settings that are on by default on unless they say false or 0", () => {
    for (const name of ["SEARCH_SNAPSHOTS", "SEARCH_ANSWER_CACHE"] as const) {
      expect(parseEnv({})[name], name).toBe(true);
      expect(parseEnv({ [name]: "" })[name], name).toBe(true);
      expect(parseEnv({ [name]: "1" })[name], name).toBe(true);
      expect(parseEnv({ [name]: "false" })[name], name).toBe(false);
      expect(parseEnv({ [name]: "0" })[name], name).toBe(false);
      expect(() => parseEnv({ [name]: "off" }), name).toThrow(new RegExp(name));
    }
  });

  it("takes a 5-field cron expression for BACKUP_SCHEDULE and refuses anything else", () => {
    expect(parseEnv({}).BACKUP_SCHEDULE).toBeUndefined();
    expect(parseEnv({}).BACKUP_KEEP).toBe(7);
    for (const schedule of ["0 3 * * *", "*/30 * * * *", "15 2 * * mon-fri", "0 0,12 1 jan,jul 0"]) {
      expect(parseEnv({ BACKUP_SCHEDULE: schedule }).BACKUP_SCHEDULE).toBe(schedule);
    }
    for (const schedule of [
      "daily",
      "0 3 * *",
      "60 * * * *",
      "0 24 * * *",
      "0 3 * * * *",
      "*/0 * * * *",
      "0 3 * * someday",
    ]) {
      expect(() => parseEnv({ BACKUP_SCHEDULE: schedule }), schedule).toThrow(
        /BACKUP_SCHEDULE: must be a 5-field cron expression/,
      );
    }
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
  });
});

describe("metrics settings", () => {
  it("leaves /metrics off unless METRICS_PORT is set, on loopback by default", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    const settings = parseEnv({ METRICS_PORT: "9464" });
    expect(settings.METRICS_PORT).toBe(9464);
    expect(settings.METRICS_HOST).toBe("127.0.0.1");
  });

  it("asks for a token when /metrics listens beyond loopback", () => {
    expect(() => parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(
      /METRICS_TOKEN: is required when METRICS_HOST \(0\.0\.0\.0\)/,
    );
    expect(
      parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: "a-long-enough-token" }).METRICS_TOKEN,
    ).toBe("a-long-enough-token");
  });

  it("refuses a short token, a bad port and the board's own port", () => {
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
  });
});
