/** Signed-in visitors for the page validators: a candidate, and an admin (who may use every employer page). */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Visitor } from "./page-urls";

const run = promisify(execFile);

async function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(new URL(`/api${path}`, base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Registers a user through the API and signs in; returns the session cookie ("name=value"). */
async function signUp(base: string, tag: string): Promise<{ email: string; cookie: string; token: string }> {
  const stamp = `${tag}${Date.now().toString(36)}`;
  const user = {
    username: stamp,
    first_name: "Asha",
    last_name: "Verma",
    email: `${stamp}@example.in`,
    password: "Str0ng pass phrase!",
  };
  const created = await post(base, "/user/create/", user);
  if (!created.ok) throw new Error(`Could not register a ${tag}: ${created.status} ${await created.text()}`);
  const signedIn = await post(base, "/auth/", { username: user.email, password: user.password });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.split("=")[1]);
  if (!signedIn.ok || !cookie) throw new Error(`Could not sign in the ${tag}: ${signedIn.status}`);
  const { accesstoken } = (await signedIn.json()) as { accesstoken: string };
  return { email: user.email, cookie, token: accesstoken };
}

/** Cookie headers per visitor. The admin is promoted with `npm run user` against the server's own DATA_DIR. */
export async function signInVisitors(base: string, dataDir: string): Promise<Record<Visitor, string>> {
  const candidate = await signUp(base, "candidate");
  const admin = await signUp(base, "admin");
  await run(process.execPath, ["--import", "tsx", "core/accounts/user-cli.ts", "promote", admin.email, "admin"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    timeout: 60_000,
  });
  // A collector source, so that /admin/sources shows its row's Run now, Pause and Remove buttons to the checkers
  // (axe's label-in-name rule among them). Adding one fetches nothing.
  const source = await fetch(new URL("/api/admin/sources", base), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({
      company: "Validator Robotics",
      type: "greenhouse",
      url: "https://boards-api.greenhouse.io/v1/boards/validator/jobs",
    }),
  });
  if (!source.ok)
    throw new Error(`Could not add a collector source for /admin/sources: ${source.status} ${await source.text()}`);
  return { guest: "", candidate: candidate.cookie, admin: admin.cookie };
}
