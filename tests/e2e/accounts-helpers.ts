/** Shared steps of the accounts end-to-end specs. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, type Page } from "./test";
import { importJWK, SignJWT, type JWK } from "jose";
import { accountServicesFile } from "./accounts-test-services";

interface Services {
  dataDir: string;
  outbox: string;
  clientId: string;
  kid: string;
  privateJwk: JWK;
}

export function accountServices(): Services {
  return JSON.parse(readFileSync(accountServicesFile(process.env.E2E_PORT ?? "0"), "utf8")) as Services;
}

/** A tag no other account of this run has: the time and four random characters. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${uniqueTag()}@example.in`;
}

/** An account made through the API's sign-up, with what a spec needs to use it. */
export interface ApiAccount {
  username: string;
  email: string;
  password: string;
  /** The bearer token the sign-up answered (the request's context also keeps it as its session cookie). */
  token: string;
  user: { id: number };
}

/**
 * Signs up through POST /api/user/create/, SPEC's sign-up call, for specs whose journey starts with an account: a
 * unique username and address from `prefix`, the names and password given (the specs that show them pick their own).
 */
export async function createAccountThroughApi(
  request: APIRequestContext,
  prefix: string,
  options: { firstName?: string; lastName?: string; password?: string; headers?: Record<string, string> } = {},
): Promise<ApiAccount> {
  const tag = uniqueTag();
  const account = {
    username: `${prefix}${tag}`,
    email: `${prefix}${tag}@example.in`,
    password: options.password ?? "correct horse 1",
  };
  const created = await request.post("/api/user/create/", {
    headers: options.headers,
    data: {
      username: account.username,
      first_name: options.firstName ?? "Asha",
      last_name: options.lastName ?? "Rao",
      email: account.email,
      password: account.password,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { accesstoken, user } = (await created.json()) as { accesstoken: string; user: { id: number } };
  return { ...account, token: accesstoken, user };
}

/** The newest reset code e-mailed to `to` after `since`, as delivered to the test SMTP server. */
export async function readResetCode(to: string, since: number): Promise<string> {
  const { outbox } = accountServices();
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(outbox).sort().reverse()) {
          const full = path.join(outbox, file);
          const raw = readFileSync(full, "utf8");
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}`, "im").test(raw)) continue;
          const code = /verification code is: (\d{6})/.exec(raw.replace(/=\r?\n/g, ""))?.[1];
          const stamp = Date.parse(
            file.slice(0, 24).replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, "$1:$2:$3.$4Z"),
          );
          if (code && (Number.isNaN(stamp) || stamp >= since - 1000)) {
            found = code;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000, message: `a reset code e-mailed to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** An ID token as Google would issue it, signed with the test key the local JWKS publishes. */
export async function googleIdToken(claims: Record<string, unknown>): Promise<string> {
  const services = accountServices();
  const key = await importJWK(services.privateJwk, "RS256");
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: services.kid, typ: "JWT" })
    .setIssuer("https://accounts.google.com")
    .setAudience(services.clientId)
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
}

/**
 * Stands in for Google's sign-in client script (no Internet in tests): a button
 * that hands the page the given credential, exactly as Google's callback does.
 */
export async function fakeGoogleClient(page: Page, credential: string | null) {
  await page.route("https://accounts.google.com/gsi/client", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gsiConfig = config; },
        renderButton(element, options) {
          window.__gsiButtonOptions = options;
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "Sign in with Google";
          button.onclick = () => window.__gsiConfig.callback({ credential: ${JSON.stringify(credential)}, select_by: "btn" });
          element.appendChild(button);
        },
        prompt() { window.__gsiPrompted = true; },
        cancel() {},
      } } };`,
    }),
  );
}

export interface TestCandidate {
  name: string;
  email: string;
  username: string;
  password: string;
}

export function newCandidate(prefix: string): TestCandidate {
  const email = uniqueEmail(prefix);
  return {
    name: "Ananya Iyer",
    email,
    username: `${prefix}_${Math.random().toString(36).slice(2, 8)}`,
    password: "Str0ng pass phrase!",
  };
}

/** Fills and sends the registration form. */
export async function register(page: Page, candidate: TestCandidate) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(candidate.name);
  await page.getByLabel("Email", { exact: true }).fill(candidate.email);
  await page.getByLabel("Username (optional)").fill(candidate.username);
  await page.getByLabel("Password", { exact: true }).fill(candidate.password);
  await page.getByLabel("Phone").fill("+91 98450 12345");
  await page.getByLabel("Years of experience").fill("3");
  await page.getByLabel("Desired job title").fill("Frontend Engineer");
  await page.getByLabel("Preferred industry").fill("SaaS");
  await page.getByLabel("Skills").fill("React, TypeScript, CSS");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The address changes before React renders the new page (a transition): a click meanwhile lands on the old one (the
  // header's menu, opened for the old path, closed again at once when the profile page rendered).
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
}

/**
 * A new candidate signed in without the form: POST /api/adduser/ (SPEC §7) with register()'s answers, its session
 * cookie landing in the page's context. For specs whose journey starts after sign-up; the form itself is walked by
 * register() in the accounts specs. Ends on the profile page, as register() does.
 */
export async function signInNewCandidate(page: Page, candidate: TestCandidate) {
  const response = await page.request.post("/api/adduser/", {
    data: {
      name: candidate.name,
      email: candidate.email,
      username: candidate.username,
      password: candidate.password,
      phone: "+91 98450 12345",
      yoexp: "3",
      desiredjobtitle: "Frontend Engineer",
      industry: "SaaS",
      skills: "React, TypeScript, CSS",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
}

/** The page's CSRF token (XSRF-TOKEN cookie), fetching a page that sets it when the context has none yet. */
async function csrfTokenOf(page: Page, pageThatSetsIt: string): Promise<string> {
  const find = async () => (await page.context().cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
  const existing = await find();
  if (existing) return existing;
  const response = await page.request.get(pageThatSetsIt);
  expect(response.ok(), `GET ${pageThatSetsIt}`).toBe(true);
  const issued = await find();
  expect(issued, `an XSRF-TOKEN cookie from ${pageThatSetsIt}`).toBeTruthy();
  return issued!;
}

/** Posts a page's form as a browser without JavaScript would: its fields and the CSRF field; fails unless it answers 2xx after redirects. */
export async function postPageForm(page: Page, pathname: string, fields: Record<string, string>) {
  const csrf = await csrfTokenOf(page, pathname);
  const response = await page.request.post(pathname, { form: { ...fields, csrf } });
  expect(response.ok(), `POST ${pathname}: ${response.status()}`).toBe(true);
  return response;
}

export async function logOut(page: Page) {
  await page.getByTestId("user-menu-logout").or(page.locator("form[action='/logout'] button").first()).first().click();
  await expect(page).toHaveURL(/\/$/);
}

export async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}
