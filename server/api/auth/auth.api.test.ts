import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { overrideEnv } from "../../../config/env";
import { LOGIN_SLOWDOWN, AUTH_LIMITS } from "../../../core/accounts";
import { signUpEmployer } from "../../../core/employers";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/setup/test-smtp-server";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

const database = withTestDatabase();
const app = createTestApp();
let smtp: TestSmtpServer;
let jwksServer: Server;
let privateKey: CryptoKey;
const CLIENT_ID = "test-client.apps.googleusercontent.com";

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const keys = await generateKeyPair("RS256");
  privateKey = keys.privateKey as CryptoKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  jwksServer = createServer((_, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", () => resolve()));
  const port = (jwksServer.address() as { port: number }).port;
  // Requests without X-Forwarded-For all come from one address here; the rate-limit tests set the factor back to 1.
  overrideEnv({
    AUTH_RATE_LIMIT_FACTOR: 1000,
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
});
afterAll(async () => {
  await smtp?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

let ipCounter = 0;
/** Each test speaks from its own address so per-IP limits of one test do not touch another. */
function freshIp() {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return requestJson(app, path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const candidate = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Verma",
  email: `asha${Math.random().toString(36).slice(2, 8)}@example.in`,
  password: "correct horse battery",
  phone: "+91 98765 43210",
  desiredjobtitle: "Backend Engineer",
  yoexp: 4,
  industry: "Fintech",
  skills: "TypeScript, PostgreSQL",
  ...overrides,
});

function cookieFrom(headers: Headers, name: string): string | null {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [key, value] = pair.split("=");
    if (key === name) return decodeURIComponent(value);
  }
  return null;
}

describe("POST /api/adduser/ (registration)", () => {
  it("creates the account and profile, signs in and returns a three-part token", async () => {
    const body = candidate({ username: "asha_v" });
    const response = await post("/api/adduser/", body);
    expect(response.status).toBe(200);
    expect(response.body.responsecode).toBe(200);
    expect(response.body.accesstoken.split(".")).toHaveLength(3);
    expect(response.body.user).toMatchObject({ username: "asha_v", usename: "Asha Verma", emailId: body.email });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const [profile] = await database.handle()
      .sql`SELECT phone, years_of_experience, skills FROM candidate_profiles WHERE email = ${body.email}`;
    expect(profile).toEqual({ phone: "+91 98765 43210", years_of_experience: 4, skills: "TypeScript, PostgreSQL" });
    const [user] = await database.handle().sql`SELECT password_hash FROM users WHERE email = ${body.email}`;
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("answers every invalid field with its SPEC message", async () => {
    const response = await post("/api/adduser/", { email: "nope", password: "short", phone: "call me", yoexp: 51 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: "Please enter your full name",
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
      phone: "Please enter a valid phone number",
      desiredjobtitle: "Please enter your desired job title",
      yoexp: "Please enter your years of experience",
      industry: "Please enter your preferred industry",
      skills: "Please enter your skills",
    });
  });

  it("refuses a taken e-mail (any case) with a message on the field", async () => {
    const body = candidate();
    expect((await post("/api/adduser/", body)).status).toBe(200);
    const again = await post(
      "/api/adduser/",
      { ...body, email: body.email.toUpperCase() },
      { "x-forwarded-for": freshIp() },
    );
    expect(again.status).toBe(409);
    expect(again.body.errors.email).toBe("An account with this e-mail already exists. Log in or reset your password.");
  });

  it("with a session, updates the signed-in candidate's profile", async () => {
    const registered = await post("/api/adduser/", candidate());
    const token = registered.body.accesstoken;
    const updated = await post(
      "/api/adduser/",
      { name: "Asha V. Rao", skills: "Go,  Rust" },
      { authorization: `Bearer ${token}` },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Profile updated successfully!");
    expect(updated.body.user.name).toBe("Asha V. Rao");
    const [profile] = await database.handle()
      .sql`SELECT skills, phone FROM candidate_profiles WHERE user_id = ${registered.body.user.id}`;
    expect(profile).toEqual({ skills: "Go, Rust", phone: "+91 98765 43210" });
  });

  it("refuses a NUL character (PostgreSQL text cannot store it) with 400, not 500", async () => {
    const login = await post("/api/auth/", { username: "a\u0000b", password: "x" });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual({ username: "This field contains an invalid character" });
    const register = await post("/api/adduser/", candidate({ name: "Asha\u0000Verma" }));
    expect(register.status).toBe(400);
    expect(register.body.errors).toEqual({ name: "This field contains an invalid character" });
  });

  it("answers malformed JSON and a wrong content type with 400, not 500", async () => {
    const malformed = await requestJson(app, "/api/adduser/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON in request body");
    const form = await requestJson(app, "/api/auth/", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "username=a",
    });
    expect(form.status).toBe(415);
    expect(form.body.message).toBe("Send the request body as JSON (Content-Type: application/json)");
  });
});

describe("the session cookie", () => {
  it("is Secure over HTTPS, and behind a proxy only when TRUST_PROXY says so", async () => {
    const body = JSON.stringify(candidate());
    const direct = await app.request("https://board.example/api/adduser/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(direct.headers.getSetCookie().find((line) => line.startsWith("session="))).toMatch(/; Secure/);
    const proxied = { method: "POST", headers: { "content-type": "application/json", "x-forwarded-proto": "https" } };
    const untrusted = await app.request("http://board.example/api/adduser/", {
      ...proxied,
      body: JSON.stringify(candidate()),
    });
    expect(untrusted.headers.getSetCookie().find((line) => line.startsWith("session="))).not.toMatch(/Secure/);
    overrideEnv({ TRUST_PROXY: true });
    try {
      const trusted = await app.request("http://board.example/api/adduser/", {
        ...proxied,
        body: JSON.stringify(candidate()),
      });
      expect(trusted.headers.getSetCookie().find((line) => line.startsWith("session="))).toMatch(/; Secure/);
    } finally {
      overrideEnv({ TRUST_PROXY: false });
    }
  });
});

describe("POST /api/user/create/", () => {
  it("creates an account from username, first and last name", async () => {
    const response = await post("/api/user/create/", {
      username: "ravi.k",
      first_name: "Ravi",
      last_name: "Kumar",
      email: "ravi@example.in",
      password: "a long password",
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      username: "ravi.k",
      name: "Ravi Kumar",
      first_name: "Ravi",
      last_name: "Kumar",
    });
    const taken = await post("/api/user/create/", {
      username: "RAVI.K",
      first_name: "R",
      email: "other@example.in",
      password: "a long password",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.username).toBe("This username is taken. Please choose another.");
  });
});

describe("POST /api/auth/ (login)", () => {
  const account = candidate({ username: "meera", email: "meera@example.in" });
  beforeAll(async () => {
    expect((await post("/api/adduser/", account, { "x-forwarded-for": "10.9.9.9" })).status).toBe(200);
  });

  it("accepts the username or the e-mail (any case) in the username field, or an email field", async () => {
    for (const body of [
      { username: "meera", password: account.password },
      { username: "MEERA@example.in", password: account.password },
      { email: "meera@example.in", password: account.password },
    ]) {
      const response = await post("/api/auth/", body);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ responsecode: 200, message: "Login successful", redirectTo: "/dashboard" });
      expect(response.body.accesstoken.split(".")).toHaveLength(3);
    }
  });

  it("answers a wrong password and an unknown user alike with 401", async () => {
    const wrong = await post("/api/auth/", { username: "meera", password: "not the password" });
    const unknown = await post("/api/auth/", { username: "nobody-here", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid username or password");
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it("asks for both fields", async () => {
    const response = await post("/api/auth/", {});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ username: "Username is required", password: "Password is required" });
  });

  it("follows only a same-site relative returnUrl", async () => {
    const hostile = [
      "//evil.example/x",
      "/.//evil.com",
      "/..//evil.com",
      "/a/..//evil.com",
      "/%2e//evil.com",
      "/%2e%2e//evil.com",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\r\nSet-Cookie:x",
      "/\tevil",
      "evil",
      "/login?returnUrl=//evil",
    ];
    for (const returnUrl of hostile) {
      const response = await post("/api/auth/", { username: "meera", password: account.password, returnUrl });
      expect(response.status).toBe(200);
      expect(response.body.redirectTo).toBe("/dashboard");
    }
    const kept = await post("/api/auth/", {
      username: "meera",
      password: account.password,
      returnUrl: "/dashboard/jobs-list?page=2",
    });
    expect(kept.body.redirectTo).toBe("/dashboard/jobs-list?page=2");
  });
});

describe("sessions: GET /api/getuser, GET /api/checkauthentication, POST /api/logout", () => {
  it("reads the user from a Bearer token, a bare token or the cookie; 401 otherwise", async () => {
    const registered = await post("/api/adduser/", candidate({ name: "kiran RAO" }));
    const token = registered.body.accesstoken;
    const viaBearer = await requestJson(app, "/api/getuser", { headers: { authorization: `Bearer ${token}` } });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toMatchObject({ usename: "kiran RAO", emailId: registered.body.user.email });
    expect((await requestJson(app, "/api/getuser", { headers: { authorization: token } })).status).toBe(200);
    expect((await requestJson(app, "/api/getuser", { headers: { cookie: `session=${token}` } })).status).toBe(200);
    const check = await requestJson(app, "/api/checkauthentication", { headers: { authorization: `Bearer ${token}` } });
    expect(check.body).toMatchObject({ authenticated: true, user: { id: registered.body.user.id } });

    expect((await requestJson(app, "/api/getuser")).status).toBe(401);
    expect((await requestJson(app, "/api/getuser", { headers: { authorization: "Bearer not.a.token" } })).status).toBe(
      401,
    );
    expect((await requestJson(app, "/api/getuser", { headers: { authorization: "Bearer garbage" } })).status).toBe(401);
    const anonymous = await requestJson(app, "/api/checkauthentication");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      authenticated: false,
      message: "Failed to verify authentication. Please log in again.",
    });
  });

  it("refuses a token whose signature was tampered with", async () => {
    const registered = await post("/api/adduser/", candidate());
    const [header, payload, signature] = registered.body.accesstoken.split(".");
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect((await requestJson(app, "/api/getuser", { headers: { authorization: `Bearer ${forged}` } })).status).toBe(
      401,
    );
  });

  it("logout ends the session on the server: the same token stops working", async () => {
    const registered = await post("/api/adduser/", candidate());
    const auth = { authorization: `Bearer ${registered.body.accesstoken}` };
    const out = await post("/api/logout", {}, auth);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().find((line) => line.startsWith("session="))).toMatch(/Max-Age=0/);
    expect((await requestJson(app, "/api/getuser", { headers: auth })).status).toBe(401);
  });
});

describe("CSRF on cookie-authenticated writes", () => {
  it("refuses a write that carries the session cookie without the X-XSRF-TOKEN header", async () => {
    const registered = await post("/api/adduser/", candidate());
    const page = await app.request("/login");
    const xsrf = cookieFrom(page.headers, "XSRF-TOKEN");
    expect(xsrf).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = `session=${registered.body.accesstoken}; XSRF-TOKEN=${xsrf}`;

    const refused = await post("/api/logout", {}, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Missing or invalid CSRF token. Reload the page and try again.");
    const wrong = await post("/api/adduser/", { name: "X" }, { cookie, "x-xsrf-token": "forged.token" });
    expect(wrong.status).toBe(403);
    expect((await requestJson(app, "/api/getuser", { headers: { cookie } })).status).toBe(200);

    const accepted = await post("/api/logout", {}, { cookie, "x-xsrf-token": xsrf! });
    expect(accepted.status).toBe(200);
    expect((await requestJson(app, "/api/getuser", { headers: { cookie } })).status).toBe(401);
  });

  it("hands pages a readable SameSite=Lax XSRF-TOKEN cookie, but not API answers or files", async () => {
    const page = await app.request("/login");
    const cookie = page.headers.getSetCookie().find((line) => line.startsWith("XSRF-TOKEN="));
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(
      (await app.request("/api/getuser")).headers.getSetCookie().some((line) => line.startsWith("XSRF-TOKEN=")),
    ).toBe(false);
    expect(
      (await app.request("/favicon.svg")).headers.getSetCookie().some((line) => line.startsWith("XSRF-TOKEN=")),
    ).toBe(false);
    expect(
      (await app.request("/login.data")).headers.getSetCookie().some((line) => line.startsWith("XSRF-TOKEN=")),
    ).toBe(true);
  });

  it("sets no cookie on an anonymous visitor's public page, which a CDN may then keep, but does for a signed-in one (decision 120)", async () => {
    const sets = async (path: string, headers: Record<string, string> = {}) =>
      (await app.request(path, { headers })).headers.getSetCookie().some((line) => line.startsWith("XSRF-TOKEN="));
    for (const path of [
      "/",
      "/_root.data",
      "/search/job?q=x",
      "/job-details/1/a-job",
      "/jobs/some-company",
      "/about",
      "/legal/privacy-policy",
    ]) {
      expect(await sets(path), path).toBe(false);
    }
    const registered = await post("/api/adduser/", candidate());
    expect(await sets("/", { cookie: `session=${registered.body.accesstoken}` })).toBe(true);
    expect(await sets("/register")).toBe(true);
  });

  it("refuses a cookie token that this server did not sign, even when the header repeats it", async () => {
    const registered = await post("/api/adduser/", candidate());
    const planted = "planted.value";
    const refused = await post(
      "/api/logout",
      {},
      { cookie: `session=${registered.body.accesstoken}; XSRF-TOKEN=${planted}`, "x-xsrf-token": planted },
    );
    expect(refused.status).toBe(403);
  });
});

describe("rate limits", () => {
  it("slows down, then blocks an address guessing one account's password, while the owner elsewhere still signs in", async () => {
    const account = candidate({ username: "target_user" });
    await post("/api/adduser/", account, { "x-forwarded-for": freshIp() });
    overrideEnv({ TRUST_PROXY: true });
    const savedSlowdown = { ...LOGIN_SLOWDOWN };
    Object.assign(LOGIN_SLOWDOWN, { freeFailures: 3, firstDelayMs: 150, maxDelayMs: 300 });
    try {
      const attacker = freshIp();
      const tookMs: number[] = [];
      for (let attempt = 0; attempt < AUTH_LIMITS.loginPair.points; attempt++) {
        const started = Date.now();
        const failed = await post(
          "/api/auth/",
          { username: "target_user", password: `wrong ${attempt}` },
          { "x-forwarded-for": attacker },
        );
        tookMs.push(Date.now() - started);
        expect(failed.status).toBe(401);
      }
      // From the 4th failure on, the answers wait (a lower bound: a busy machine only adds to it).
      expect(Math.min(...tookMs.slice(4))).toBeGreaterThanOrEqual(290);
      // The attacker's address is blocked for this account, even with the right password.
      const blocked = await post(
        "/api/auth/",
        { username: "target_user", password: account.password },
        { "x-forwarded-for": attacker },
      );
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      // The owner, from their own address, signs in.
      const owner = await post(
        "/api/auth/",
        { username: "target_user", password: account.password },
        { "x-forwarded-for": freshIp() },
      );
      expect(owner.status).toBe(200);
      expect(owner.body.accesstoken).toBeTruthy();
    } finally {
      Object.assign(LOGIN_SLOWDOWN, savedSlowdown);
      overrideEnv({ TRUST_PROXY: false });
    }
  });

  it("does not lock an account when wrong passwords come from many addresses", async () => {
    const account = candidate({ username: "many_addresses" });
    await post("/api/adduser/", account, { "x-forwarded-for": freshIp() });
    overrideEnv({ TRUST_PROXY: true });
    try {
      for (let attempt = 0; attempt < AUTH_LIMITS.loginPair.points + 5; attempt++) {
        expect(
          (
            await post(
              "/api/auth/",
              { username: "many_addresses", password: `wrong ${attempt}` },
              { "x-forwarded-for": freshIp() },
            )
          ).status,
        ).toBe(401);
      }
      expect(
        (
          await post(
            "/api/auth/",
            { username: "many_addresses", password: account.password },
            { "x-forwarded-for": freshIp() },
          )
        ).status,
      ).toBe(200);
    } finally {
      overrideEnv({ TRUST_PROXY: false });
    }
  });

  it("counts parallel failed logins from one address atomically, one bucket per account whichever spelling is typed", async () => {
    const account = candidate({ username: "parallel_target" });
    await post("/api/adduser/", account, { "x-forwarded-for": freshIp() });
    overrideEnv({ TRUST_PROXY: true });
    const savedSlowdown = { ...LOGIN_SLOWDOWN };
    Object.assign(LOGIN_SLOWDOWN, { maxDelayMs: 50 });
    try {
      const attacker = freshIp();
      const attempts = Array.from({ length: AUTH_LIMITS.loginPair.points + 10 }, (_, attempt) =>
        post(
          "/api/auth/",
          { username: attempt % 2 ? "PARALLEL_target" : account.email, password: `wrong ${attempt}` },
          { "x-forwarded-for": attacker },
        ),
      );
      const statuses = (await Promise.all(attempts)).map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(AUTH_LIMITS.loginPair.points);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      const blocked = await post(
        "/api/auth/",
        { username: "parallel_target", password: account.password },
        { "x-forwarded-for": attacker },
      );
      expect(blocked.status).toBe(429);
    } finally {
      Object.assign(LOGIN_SLOWDOWN, savedSlowdown);
      overrideEnv({ TRUST_PROXY: false });
    }
  });

  it("does not count successful logins against the account", async () => {
    const account = candidate({ username: "often_here" });
    await post("/api/adduser/", account, { "x-forwarded-for": freshIp() });
    overrideEnv({ TRUST_PROXY: true });
    try {
      const home = freshIp();
      for (let attempt = 0; attempt < AUTH_LIMITS.loginPair.points + 2; attempt++) {
        expect(
          (
            await post(
              "/api/auth/",
              { username: "often_here", password: account.password },
              { "x-forwarded-for": home },
            )
          ).status,
        ).toBe(200);
      }
    } finally {
      overrideEnv({ TRUST_PROXY: false });
    }
  });

  it("limits login attempts per IP address (TRUST_PROXY honours X-Forwarded-For)", async () => {
    overrideEnv({ TRUST_PROXY: true, AUTH_RATE_LIMIT_FACTOR: 1 });
    const saved = AUTH_LIMITS.loginIp.points;
    AUTH_LIMITS.loginIp.points = 3;
    try {
      const ip = freshIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(
          (
            await post(
              "/api/auth/",
              { username: `someone${attempt}`, password: "whatever1" },
              { "x-forwarded-for": ip },
            )
          ).status,
        ).toBe(401);
      }
      const blocked = await post(
        "/api/auth/",
        { username: "someone", password: "whatever1" },
        { "x-forwarded-for": ip },
      );
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
      // Another address is not affected.
      expect(
        (await post("/api/auth/", { username: "someone", password: "whatever1" }, { "x-forwarded-for": freshIp() }))
          .status,
      ).toBe(401);
    } finally {
      AUTH_LIMITS.loginIp.points = saved;
      overrideEnv({ TRUST_PROXY: false, AUTH_RATE_LIMIT_FACTOR: 1000 });
    }
  });

  it("takes the client address from the rightmost X-Forwarded-For entry, which the proxy appended, not the client-chosen left", async () => {
    overrideEnv({ TRUST_PROXY: true, AUTH_RATE_LIMIT_FACTOR: 1 });
    const saved = AUTH_LIMITS.loginIp.points;
    AUTH_LIMITS.loginIp.points = 3;
    try {
      const proxySaw = freshIp();
      for (const spoofed of ["1.2.3.4", "5.6.7.8", "9.9.9.9"]) {
        expect(
          (
            await post(
              "/api/auth/",
              { username: "xff-someone", password: "whatever1" },
              { "x-forwarded-for": `${spoofed}, ${proxySaw}` },
            )
          ).status,
        ).toBe(401);
      }
      const blocked = await post(
        "/api/auth/",
        { username: "xff-someone", password: "whatever1" },
        { "x-forwarded-for": `8.8.4.4, ${proxySaw}` },
      );
      expect(blocked.status).toBe(429);
      // The same spoofed left entry behind another real address is another client.
      expect(
        (
          await post(
            "/api/auth/",
            { username: "xff-someone", password: "whatever1" },
            { "x-forwarded-for": `1.2.3.4, ${freshIp()}` },
          )
        ).status,
      ).toBe(401);
    } finally {
      AUTH_LIMITS.loginIp.points = saved;
      overrideEnv({ TRUST_PROXY: false, AUTH_RATE_LIMIT_FACTOR: 1000 });
    }
  });

  it("limits reset code requests per e-mail address", async () => {
    overrideEnv({ TRUST_PROXY: true });
    try {
      const email = "flood@example.in";
      for (let attempt = 0; attempt < AUTH_LIMITS.resetAccount.points; attempt++) {
        expect((await post("/api/resetpassword", { email }, { "x-forwarded-for": freshIp() })).status).toBe(200);
      }
      const blocked = await post("/api/resetpassword", { email }, { "x-forwarded-for": freshIp() });
      expect(blocked.status).toBe(429);
      expect(blocked.body.retryAfter).toBeGreaterThan(0);
    } finally {
      overrideEnv({ TRUST_PROXY: false });
    }
  });
});

describe("password reset by e-mailed code", () => {
  const account = candidate({ email: "reset.me@example.in", username: "resetme" });
  beforeAll(async () => {
    overrideEnv({ TRUST_PROXY: true });
    expect((await post("/api/adduser/", account, { "x-forwarded-for": freshIp() })).status).toBe(200);
  });
  afterAll(() => {
    overrideEnv({ TRUST_PROXY: false });
  });

  async function requestCode(email: string): Promise<string> {
    const since = Date.now();
    const response = await post("/api/resetpassword", { email, password: "" }, { "x-forwarded-for": freshIp() });
    expect(response.status).toBe(200);
    const mail = await smtp.waitFor(email, { since });
    const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.raw).toMatch(/text\/html/);
    return code!;
  }

  it("answers the same for a registered and an unknown e-mail, and mails only the registered one", async () => {
    const before = smtp.messages.length;
    const unknown = await post("/api/resetpassword", { email: "nobody@example.in" }, { "x-forwarded-for": freshIp() });
    expect(unknown.status).toBe(200);
    const code = await requestCode(account.email);
    expect(code).toHaveLength(6);
    const known = await post("/api/resetpassword", { email: account.email }, { "x-forwarded-for": freshIp() });
    expect(known.body).toEqual(unknown.body);
    expect(unknown.body.message).toMatch(/^If an account exists for that e-mail/);
    expect(smtp.messages.slice(before).every((mail) => !mail.to.includes("nobody@example.in"))).toBe(true);
    const [stored] = await database.handle().sql`SELECT code_hash FROM password_reset_codes ORDER BY id DESC LIMIT 1`;
    expect(stored.code_hash).not.toContain(code);
  });

  it("validates the request fields with the SPEC messages", async () => {
    expect((await post("/api/resetpassword", { email: "" })).body.errors).toEqual({ email: "Email is required" });
    expect((await post("/api/resetpassword", { email: "not-an-email" })).body.errors).toEqual({
      email: "Please enter a valid email address",
    });
    expect((await post("/api/resetpassword/verify", { email: account.email, otp: "12a" })).body.errors).toEqual({
      otp: "Please enter a valid 6-digit code",
    });
    const mismatch = await post("/api/resetpassword/complete", {
      email: account.email,
      otp: "123456",
      newPassword: "new password 1",
      confirmPassword: "other",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("verifies the code, sets the new password once, and ends every other session", async () => {
    await database.handle().sql`UPDATE password_reset_codes SET created_at = created_at - interval '2 minutes'`;
    const oldSession = await post(
      "/api/auth/",
      { username: account.email, password: account.password },
      { "x-forwarded-for": freshIp() },
    );
    const oldAuth = { authorization: `Bearer ${oldSession.body.accesstoken}` };
    const code = await requestCode(account.email);

    const wrong = await post("/api/resetpassword/verify", {
      email: account.email,
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.otp).toBe(
      "Invalid or expired verification code. Please check the code or request a new one.",
    );
    const verified = await post("/api/resetpassword/verify", { email: account.email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);

    const done = await post("/api/resetpassword/complete", {
      email: account.email,
      otp: code,
      newPassword: "brand new secret",
      confirmPassword: "brand new secret",
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Your password has been reset. You can now log in with your new password.");
    // Single use.
    const again = await post("/api/resetpassword/complete", {
      email: account.email,
      otp: code,
      newPassword: "another secret",
      confirmPassword: "another secret",
    });
    expect(again.status).toBe(400);

    expect((await requestJson(app, "/api/getuser", { headers: oldAuth })).status).toBe(401);
    expect(
      (await post("/api/auth/", { username: "resetme", password: account.password }, { "x-forwarded-for": freshIp() }))
        .status,
    ).toBe(401);
    expect(
      (
        await post(
          "/api/auth/",
          { username: "resetme", password: "brand new secret" },
          { "x-forwarded-for": freshIp() },
        )
      ).status,
    ).toBe(200);
  });

  it("counts at most 5 of 20 parallel wrong codes, burning the code, and lets 4 wrong tries and the right code through", async () => {
    // This test asks for two more codes than the per-address limit leaves after the tests above.
    await database.handle().sql`DELETE FROM rate_limits WHERE key LIKE 'resetAccount:%'`;
    await database.handle().sql`UPDATE password_reset_codes SET created_at = created_at - interval '2 minutes'`;
    const code = await requestCode(account.email);
    const wrongCode = code === "999999" ? "888888" : "999999";
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => post("/api/resetpassword/verify", { email: account.email, otp: wrongCode })),
    );
    expect(guesses.every((response) => response.status === 400)).toBe(true);
    const [stored] = await database.handle().sql`
      SELECT attempts FROM password_reset_codes WHERE user_id = (SELECT id FROM users WHERE email = ${account.email}) ORDER BY id DESC LIMIT 1`;
    expect(stored.attempts).toBe(5);
    expect((await post("/api/resetpassword/verify", { email: account.email, otp: code })).status).toBe(400);

    await database.handle().sql`UPDATE password_reset_codes SET created_at = created_at - interval '2 minutes'`;
    const next = await requestCode(account.email);
    const wrongNext = next === "999999" ? "888888" : "999999";
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await post("/api/resetpassword/verify", { email: account.email, otp: wrongNext })).status).toBe(400);
    }
    expect((await post("/api/resetpassword/verify", { email: account.email, otp: next })).status).toBe(200);
    const done = await post("/api/resetpassword/complete", {
      email: account.email,
      otp: next,
      newPassword: "parallel proof 1",
      confirmPassword: "parallel proof 1",
    });
    expect(done.status).toBe(200);
  });

  it("burns a code after 5 wrong tries and refuses an expired one", async () => {
    await database.handle().sql`UPDATE password_reset_codes SET created_at = created_at - interval '2 minutes'`;
    const code = await requestCode(account.email);
    const wrongCode = code === "999999" ? "888888" : "999999";
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post("/api/resetpassword/verify", { email: account.email, otp: wrongCode })).status).toBe(400);
    }
    expect((await post("/api/resetpassword/verify", { email: account.email, otp: code })).status).toBe(400);

    await database.handle().sql`UPDATE password_reset_codes SET created_at = created_at - interval '2 minutes'`;
    const fresh = await requestCode(account.email);
    // Expired: requested and delivered more than 10 minutes ago (a code counts from its mail's delivery).
    await database.handle()
      .sql`UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`;
    await database.handle()
      .sql`UPDATE mail_outbox SET sent_at = now() - interval '11 minutes' WHERE sent_at IS NOT NULL`;
    expect((await post("/api/resetpassword/verify", { email: account.email, otp: fresh })).status).toBe(400);
  });
});

describe("POST /api/socialadduser/ (Google)", () => {
  async function googleToken(
    claims: Record<string, unknown>,
    options: { audience?: string; issuer?: string; expiresIn?: string; key?: CryptoKey } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(options.issuer ?? "https://accounts.google.com")
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? "10m")
      .sign(options.key ?? privateKey);
  }

  it("creates an account for a new Google user, then signs the same user in again", async () => {
    const credential = await googleToken({
      sub: "google-1",
      email: "priya@gmail.example",
      name: "Priya Nair",
      given_name: "Priya",
      family_name: "Nair",
    });
    const first = await post("/api/socialadduser/", { credential });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      responsecode: 200,
      created: true,
      user: { name: "Priya Nair", email: "priya@gmail.example" },
    });
    expect(first.body.accesstoken.split(".")).toHaveLength(3);
    const second = await post("/api/socialadduser/", { idToken: credential });
    expect(second.body).toMatchObject({ created: false, user: { id: first.body.user.id } });
  });

  it("links an existing account with the same e-mail", async () => {
    const registered = await post("/api/adduser/", candidate({ email: "link.me@example.in" }), {
      "x-forwarded-for": freshIp(),
    });
    const credential = await googleToken({ sub: "google-2", email: "Link.Me@example.in", name: "Someone Else" });
    const response = await post("/api/socialadduser/", { credential });
    expect(response.status).toBe(200);
    expect(response.body.created).toBe(false);
    expect(response.body.user.id).toBe(registered.body.user.id);
  });

  it("linking to a pre-registered account drops its password and ends its sessions (no pre-hijacking)", async () => {
    const squatter = await post(
      "/api/adduser/",
      candidate({ email: "victim@gmail.example", password: "attacker secret" }),
      { "x-forwarded-for": freshIp() },
    );
    expect(squatter.status).toBe(200);
    const squatterAuth = { authorization: `Bearer ${squatter.body.accesstoken}` };
    expect((await requestJson(app, "/api/getuser", { headers: squatterAuth })).status).toBe(200);

    const credential = await googleToken({ sub: "google-victim", email: "victim@gmail.example", name: "Real Owner" });
    const google = await post("/api/socialadduser/", { credential });
    expect(google.status).toBe(200);
    expect(google.body.user.id).toBe(squatter.body.user.id);
    expect(
      (await requestJson(app, "/api/getuser", { headers: { authorization: `Bearer ${google.body.accesstoken}` } }))
        .status,
    ).toBe(200);

    expect((await requestJson(app, "/api/getuser", { headers: squatterAuth })).status).toBe(401);
    const oldPassword = await post(
      "/api/auth/",
      { username: "victim@gmail.example", password: "attacker secret" },
      { "x-forwarded-for": freshIp() },
    );
    expect(oldPassword.status).toBe(401);
  });

  it("refuses a wrong audience, issuer, an expired token, a foreign key and an unverified e-mail", async () => {
    const other = await generateKeyPair("RS256");
    const bad = [
      await googleToken({ sub: "g3", email: "a@x.example" }, { audience: "someone-else" }),
      await googleToken({ sub: "g3", email: "a@x.example" }, { issuer: "https://evil.example" }),
      await googleToken({ sub: "g3", email: "a@x.example" }, { expiresIn: "-1m" }),
      await googleToken({ sub: "g3", email: "a@x.example" }, { key: other.privateKey as CryptoKey }),
      await googleToken({ sub: "g3", email: "a@x.example", email_verified: false }),
    ];
    for (const credential of bad) {
      const response = await post("/api/socialadduser/", { credential });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe("Google authentication failed. Please try again.");
    }
    const garbage = await post("/api/socialadduser/", { credential: "name=Mallory&email=admin@example.in" });
    expect(garbage.status).toBe(400);
  });

  it(
    "a Google-verified e-mail counts as verified: a colleague waiting on the company website's " +
      "domain joins at once; email_verified false verifies nothing",
    async () => {
      const meta = () => ({ ip: freshIp(), userAgent: "test" });
      const owner = await signUpEmployer(
        {
          company_choice: "new",
          name: "Owner",
          email: "owner@gjoin.example",
          password: "correct horse battery",
          company_name: "GJoin Co",
          company_website: "https://www.gjoin.example",
        },
        meta(),
      );
      const stranger = await signUpEmployer(
        {
          company_choice: "new",
          name: "Other",
          email: "boss@other-gjoin.example",
          password: "correct horse battery",
          company_name: "Other GJoin Co",
          company_website: "https://other-gjoin.example",
        },
        meta(),
      );
      if (!owner.ok || !stranger.ok) throw new Error("employer sign-up failed");
      const [{ id: companyId }] = await database.handle().sql<
        { id: number }[]
      >`SELECT id FROM companies WHERE name = 'GJoin Co'`;
      const waiting = async (email: string) => {
        const result = await signUpEmployer(
          {
            company_choice: "existing",
            company_id: companyId,
            name: "Colleague",
            email,
            password: "correct horse battery",
          },
          meta(),
        );
        if (!result.ok) throw new Error(result.message);
        expect(result.membership).toBe("pending");
        return result;
      };
      const companyOf = (token: string) =>
        requestJson(app, "/api/company", { headers: { authorization: `Bearer ${token}` } });
      const verifiedAt = async (email: string) =>
        (
          await database.handle().sql<
            { at: Date | null }[]
          >`SELECT email_verified_at AS at FROM users WHERE email = ${email}`
        )[0].at;

      const colleague = await waiting("dev@gjoin.example");
      expect((await companyOf(colleague.session.token)).status).not.toBe(200);
      // Google's token for the same address says it is not verified: refused, and nothing changes.
      const unverified = await post("/api/socialadduser/", {
        credential: await googleToken({ sub: "g-gjoin", email: "dev@gjoin.example", email_verified: false }),
      });
      expect(unverified.status).toBe(401);
      expect(await verifiedAt("dev@gjoin.example")).toBeNull();
      expect((await companyOf(colleague.session.token)).status).not.toBe(200);

      const google = await post("/api/socialadduser/", {
        credential: await googleToken({ sub: "g-gjoin", email: "dev@gjoin.example" }),
      });
      expect(google.status).toBe(200);
      expect(google.body.user.id).toBe(colleague.user.id);
      expect(await verifiedAt("dev@gjoin.example")).not.toBeNull();
      const joined = await companyOf(google.body.accesstoken);
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({ name: "GJoin Co" });

      // A Google user on another domain is verified too, but still waits for approval.
      const outsider = await waiting("someone@elsewhere-gjoin.example");
      const outsiderGoogle = await post("/api/socialadduser/", {
        credential: await googleToken({ sub: "g-outsider", email: "someone@elsewhere-gjoin.example" }),
      });
      expect(outsiderGoogle.body.user.id).toBe(outsider.user.id);
      expect(await verifiedAt("someone@elsewhere-gjoin.example")).not.toBeNull();
      expect((await companyOf(outsiderGoogle.body.accesstoken)).status).not.toBe(200);

      // A brand-new Google account's address is verified from the start.
      const fresh = await post("/api/socialadduser/", {
        credential: await googleToken({ sub: "g-new", email: "new.user@gmail.example" }),
      });
      expect(fresh.body.created).toBe(true);
      expect(await verifiedAt("new.user@gmail.example")).not.toBeNull();
    },
  );

  it("answers 503 when Google sign-in is not configured", async () => {
    overrideEnv({ GOOGLE_CLIENT_ID: undefined });
    try {
      const credential = await googleToken({ sub: "g4", email: "b@x.example" });
      const response = await post("/api/socialadduser/", { credential });
      expect(response.status).toBe(503);
    } finally {
      overrideEnv({ GOOGLE_CLIENT_ID: CLIENT_ID });
    }
  });
});

describe("the OpenAPI document", () => {
  it("lists every accounts call", async () => {
    const document = await requestJson(app, "/api/openapi.json");
    const paths = Object.keys(document.body.paths);
    for (const path of [
      "/auth/",
      "/user/create/",
      "/adduser/",
      "/socialadduser/",
      "/getuser",
      "/checkauthentication",
      "/resetpassword",
      "/resetpassword/verify",
      "/resetpassword/complete",
      "/logout",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
