import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { env, overrideEnv } from "../../config/env";
import {
  firstErrors,
  loginSchema,
  MESSAGES,
  newPasswordSchema,
  registerSchema,
  resetVerifySchema,
} from "./accounts.schema";
import { readCookie, serializeCookie } from "./cookies";
import { csrfTokensMatch, isWellFormedCsrfToken, issueCsrfToken } from "./csrf";
import { hashPassword, verifyPassword } from "./password";
import { isSecureRequest } from "./request-meta";
import { safeReturnUrl } from "./return-url";
import { sessionSecret } from "./secret";
import { displayName } from "./user";

describe("safeReturnUrl", () => {
  it("keeps same-site relative paths with their query and hash", () => {
    expect(safeReturnUrl("/dashboard/jobs-list?page=2#top")).toBe("/dashboard/jobs-list?page=2#top");
    expect(safeReturnUrl("/jobs/42/apply")).toBe("/jobs/42/apply");
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/.//evil.com",
    "/..//evil.com",
    "/a/..//evil.com",
    "/%2e//evil.com",
    "/%2e%2e//evil.com",
    "/%2E%2E//evil.com/x?y#z",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    "/\r\nLocation: x",
    "",
    "/login",
    "/logout?x=1",
    null,
    42,
  ])("refuses %j", (value) => {
    expect(safeReturnUrl(value)).toBe("/dashboard");
  });
  it("uses the given fallback", () => {
    expect(safeReturnUrl("//evil", "")).toBe("");
  });
});

describe("displayName (SPEC §3)", () => {
  it("capitalises each word of the name and lowercases the rest", () => {
    expect(displayName({ name: "aSHA   verma", email: "x@y.in" })).toBe("Asha Verma");
  });
  it("falls back to the e-mail before the @, then to 'User'", () => {
    expect(displayName({ name: " ", email: "RAVI.kumar@example.in" })).toBe("Ravi.kumar");
    expect(displayName({ name: null, email: null })).toBe("User");
    expect(displayName(null)).toBe("User");
  });
});

describe("the shared form schemas", () => {
  it("asks for username and password on login", () => {
    const result = loginSchema.safeParse({ username: "  ", password: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Username is required",
      "Password is required",
    ]);
  });
  it("accepts the phone characters of SPEC §5 and years from 0 to 50", () => {
    const base = {
      name: "A",
      email: "a@b.in",
      password: "12345678",
      phone: "+91 (80) 4567-8901",
      desiredjobtitle: "x",
      industry: "y",
      skills: "a, b",
    };
    expect(registerSchema.safeParse({ ...base, yoexp: "0" }).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, yoexp: 50 }).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, yoexp: "51" }).error?.issues[0].message).toBe(
      "Please enter your years of experience",
    );
    expect(registerSchema.safeParse({ ...base, yoexp: "3", phone: "98450x12345" }).error?.issues[0].message).toBe(
      "Please enter a valid phone number",
    );
    expect(registerSchema.safeParse({ ...base, yoexp: "3", skills: " , " }).error?.issues[0].message).toBe(
      "Please enter your skills",
    );
  });
  it("refuses a NUL character (PostgreSQL text cannot store it) on the field", () => {
    expect(firstErrors(loginSchema.safeParse({ username: "a\u0000b", password: "x" }).error!)).toEqual({
      username: MESSAGES.invalidCharacter,
    });
    const base = {
      name: "A",
      email: "a@b.in",
      password: "12345678",
      phone: "+91 80 45678901",
      desiredjobtitle: "x",
      yoexp: 1,
      industry: "y",
      skills: "a",
    };
    expect(firstErrors(registerSchema.safeParse({ ...base, skills: "a\u0000" }).error!)).toEqual({
      skills: MESSAGES.invalidCharacter,
    });
  });
  it("wants exactly six digits for the code and matching passwords", () => {
    expect(resetVerifySchema.safeParse({ email: "a@b.in", otp: "" }).error?.issues[0].message).toBe(
      "Verification code is required",
    );
    expect(resetVerifySchema.safeParse({ email: "a@b.in", otp: "1234567" }).error?.issues[0].message).toBe(
      "Please enter a valid 6-digit code",
    );
    expect(firstErrors(newPasswordSchema.safeParse({ newPassword: "", confirmPassword: "" }).error!)).toEqual({
      newPassword: "Password is required",
      confirmPassword: "Please confirm your password",
    });
    expect(firstErrors(newPasswordSchema.safeParse({ newPassword: "short", confirmPassword: "short" }).error!)).toEqual(
      {
        newPassword: "Password must be at least 8 characters",
      },
    );
    expect(
      newPasswordSchema.safeParse({ newPassword: "abcdefgh", confirmPassword: "abcdefgX" }).error?.issues[0],
    ).toMatchObject({
      path: ["confirmPassword"],
      message: "Passwords do not match",
    });
  });
});

describe("passwords", () => {
  it("hashes with argon2id and verifies; a missing hash never matches", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "wrong horse")).toBe(false);
    expect(await verifyPassword(null, "correct horse")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });
});

describe("CSRF tokens and cookies", () => {
  it("accepts only our signed token, echoed exactly", () => {
    const token = issueCsrfToken();
    expect(isWellFormedCsrfToken(token)).toBe(true);
    expect(csrfTokensMatch(token, token)).toBe(true);
    expect(csrfTokensMatch(token, issueCsrfToken())).toBe(false);
    expect(csrfTokensMatch("made.up", "made.up")).toBe(false);
    expect(csrfTokensMatch(token, null)).toBe(false);
  });
  it("reads and writes cookies", () => {
    expect(readCookie("a=1; session=x.y.z; b=2", "session")).toBe("x.y.z");
    expect(readCookie("sessionx=1", "session")).toBeNull();
    const cookie = serializeCookie("session", "t", { httpOnly: true, secure: true, maxAgeSeconds: 0 });
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=0");
  });
  it("marks cookies Secure over HTTPS, behind a proxy only when trusted", () => {
    expect(isSecureRequest(new Request("https://board.example/"), false)).toBe(true);
    const proxied = new Request("http://board.example/", { headers: { "x-forwarded-proto": "https" } });
    expect(isSecureRequest(proxied, false)).toBe(false);
    expect(isSecureRequest(proxied, true)).toBe(true);
  });
});

describe("the session secret", () => {
  const saved = env();
  afterEach(() => {
    overrideEnv({ SESSION_SECRET: saved.SESSION_SECRET, DATA_DIR: saved.DATA_DIR });
  });
  it("without SESSION_SECRET is generated once into DATA_DIR/session-secret with mode 600", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-secret-"));
    overrideEnv({ SESSION_SECRET: undefined, DATA_DIR: dataDir });
    const first = new TextDecoder().decode(sessionSecret());
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(48);
    overrideEnv({ DATA_DIR: saved.DATA_DIR });
    overrideEnv({ DATA_DIR: dataDir });
    expect(new TextDecoder().decode(sessionSecret())).toBe(first);
  });
  it("uses SESSION_SECRET when set", () => {
    overrideEnv({ SESSION_SECRET: "x".repeat(40) });
    expect(new TextDecoder().decode(sessionSecret())).toBe("x".repeat(40));
  });
});
