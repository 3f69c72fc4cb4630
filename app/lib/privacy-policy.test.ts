import { describe, expect, it } from "vitest";
import { parseEnv } from "../../config/env";
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES } from "../../core/accounts";
import { PRIVACY_RIGHTS_LINKS, PRIVACY_RULES } from "../../core/shared/privacy-rules";
import { readFileSync } from "node:fs";
import { legalDocumentFor, PRIVACY_RETENTION_TEXT } from "./legal-documents";

/** Issue 28, decision 112: what the privacy policy promises is what the code does, from the same constants. */
const policy = legalDocumentFor("/legal/privacy-policy");
const text = policy.sections
  .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])
  .join("\n");

describe("the privacy policy's numbers are the code's", () => {
  it("states each retention time from PRIVACY_RULES", () => {
    expect(text).toContain(PRIVACY_RETENTION_TEXT);
    expect(text).toContain(`within ${PRIVACY_RULES.backupDays} days`);
    expect(text).toContain(`deleted ${PRIVACY_RULES.endedSessionDays} days after they end`);
    expect(text).toContain(`up to ${PRIVACY_RULES.serverLogDays} days`);
    expect(text).toContain(`respond within ${PRIVACY_RULES.grievanceDays} days`);
    expect(text).toContain(
      PRIVACY_RULES.accountDeletionDays === 0 ? "codes at once" : `within ${PRIVACY_RULES.accountDeletionDays} days`,
    );
    // The old promise ('within 30 days') is gone: deletion happens at once (core/privacy/account-deletion.ts).
    expect(text).not.toMatch(/saved jobs within 30 days/);
  });

  it("keeps backups as many days as the backup scheduler keeps daily copies (BACKUP_KEEP's default)", () => {
    const defaults = parseEnv({});
    expect(defaults.BACKUP_KEEP).toBe(PRIVACY_RULES.backupDays);
  });

  it("says how to use each right, with links to the settings that do it", () => {
    for (const link of Object.values(PRIVACY_RIGHTS_LINKS)) expect(text).toContain(link);
    for (const right of ["get a copy", "correct", "erased", "withdraw consent", "lodge a complaint"])
      expect(text).toContain(right);
  });

  it("names the same log retention as the operations guide", () => {
    expect(readFileSync("docs/operations.md", "utf8")).toContain(`${PRIVACY_RULES.serverLogDays} days`);
  });

  it("matches the code rules the settings page states (30 minutes, five tries)", () => {
    expect([EMAIL_CODE_TTL_MINUTES, EMAIL_CODE_MAX_ATTEMPTS]).toEqual([30, 5]);
  });
});
