import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overrideEnv } from "../../../config/env";
import { createSession } from "../../../core/accounts";
import { signUpEmployer } from "../../../core/employers";
import { sql } from "../../../db/client";
import { loadDemoData } from "../../../db/seed/load";
import { fixture, startCareerSite, type CareerSite } from "../../../tests/helpers/career-site-server";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();
let site: CareerSite;

beforeAll(async () => {
  overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: true, COLLECTOR_HOST_DELAY_MS: 0 });
  site = await startCareerSite({ "/v1/boards/acme/jobs": { body: fixture("greenhouse-acme.json") } });
});
afterAll(async () => {
  await site.close();
  overrideEnv({ COLLECTOR_ALLOW_PRIVATE_HOSTS: false });
});

async function tokenFor(email: string, role: "candidate" | "employer" | "admin") {
  const [user] = await sql()<
    { id: number }[]
  >`INSERT INTO users (email, name, role) VALUES (${email}, 'U', ${role}) RETURNING id`;
  return { id: user.id, token: (await createSession(user.id)).token };
}

function call(method: string, path: string, token: string, body?: unknown) {
  return requestJson(app, `/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("admin API (the /admin screens' calls)", () => {
  it("refuses everyone but admins", async () => {
    const employer = await tokenFor("emp@admin-api.example", "employer");
    for (const [method, path] of [
      ["GET", "/admin/sources"],
      ["GET", "/admin/audit"],
      ["POST", "/admin/jobs/1/restore"],
    ] as const) {
      expect((await call(method, path, employer.token)).status).toBe(403);
    }
    expect((await requestJson(app, "/api/admin/sources")).status).toBe(401);
  });

  it("adds, runs, pauses and removes a source with the CLI's rules, each action in the audit log", async () => {
    const admin = await tokenFor("root@admin-api.example", "admin");
    const bad = await call("POST", "/admin/sources", admin.token, {
      company: "Acme",
      type: "greenhouse",
      url: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["url"]);
    expect(
      (await call("POST", "/admin/sources", admin.token, { company: "Acme", type: "gopher", url: "https://x.example" }))
        .body.errors.type,
    ).toBeTruthy();
    const added = await call("POST", "/admin/sources", admin.token, {
      company: "Acme API Robotics",
      type: "greenhouse",
      url: site.url("/v1/boards/acme/jobs?content=true"),
    });
    expect(added.status).toBe(201);
    const run = await call("POST", `/admin/sources/${added.body.id}/run`, admin.token);
    expect(run.body.message).toMatch(/^Run succeeded: \d+ found, [1-9]\d* added/);
    expect((await call("POST", `/admin/sources/${added.body.id}/pause`, admin.token)).status).toBe(200);
    const [status] = (await call("GET", "/admin/sources", admin.token)).body.data;
    expect(status).toMatchObject({
      companyName: "Acme API Robotics",
      paused: true,
      lastStatus: "succeeded",
      failing: false,
    });
    expect(status.openJobs).toBeGreaterThan(0);
    expect((await call("POST", "/admin/sources/999999/run", admin.token)).status).toBe(404);
    expect((await call("DELETE", `/admin/sources/${added.body.id}`, admin.token)).status).toBe(200);
    const audit = await call("GET", "/admin/audit?target=source", admin.token);
    expect(audit.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      "source.remove",
      "source.pause",
      "source.run",
      "source.add",
    ]);
    expect(audit.body.data[0].actorEmail).toBe("root@admin-api.example");
  });

  it("changes roles (never to admin), disables users, restores deleted jobs and merges companies", async () => {
    await loadDemoData(sql(), { jobs: 6, companies: 2 });
    const admin = await tokenFor("boss@admin-api.example", "admin");
    const user = await tokenFor("someone@admin-api.example", "candidate");
    expect((await call("PUT", `/admin/users/${user.id}/role`, admin.token, { role: "admin" })).status).toBe(400);
    expect((await call("PUT", `/admin/users/${user.id}/role`, admin.token, { role: "employer" })).status).toBe(200);
    expect((await call("PUT", `/admin/users/${user.id}/disabled`, admin.token, { disabled: true })).status).toBe(200);
    expect((await call("GET", "/user/jobs", user.token)).status).toBe(401);

    const owner = await signUpEmployer(
      {
        company_choice: "new",
        name: "O",
        email: "o@merge.example",
        password: "correct horse battery",
        company_name: "Merge Me",
        company_website: "https://merge.example",
      },
      { ip: "198.51.100.2", userAgent: "t" },
    );
    if (!owner.ok) throw new Error(owner.message);
    const posted = await requestJson(app, "/api/jobs/", {
      method: "POST",
      headers: { authorization: `Bearer ${owner.session.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Restorable",
        category: "Sales",
        job_type: "Contract",
        job_description: "d",
        location: "Pune",
        application_deadline: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        experience: "1",
        qualification: "Any",
        link_to_job: "https://merge.example/j",
        salary_range: "100000",
      }),
    });
    const jobId = posted.body.id as number;
    await call("DELETE", `/job/${jobId}`, owner.session.token);
    expect((await call("GET", `/job/${jobId}`, admin.token)).status).toBe(404);
    expect((await call("POST", `/admin/jobs/${jobId}/restore`, admin.token)).status).toBe(200);
    const [restored] = await sql()<
      { status: string; deleted: boolean }[]
    >`SELECT status, deleted_at IS NOT NULL AS deleted FROM jobs WHERE id = ${jobId}`;
    expect(restored).toEqual({ status: "closed", deleted: false });
    // Its company is not verified, so it is still held for review: unseen by the public until an admin approves it.
    expect((await call("GET", `/job/${jobId}`, admin.token)).status).toBe(404);
    expect((await call("POST", `/admin/review/${jobId}`, admin.token, { decision: "approve" })).status).toBe(200);
    expect((await call("GET", `/job/${jobId}`, admin.token)).body.status).toBe("closed");

    const [from] = await sql()<{ id: number }[]>`SELECT id FROM companies WHERE name = 'Merge Me'`;
    const [into] = await sql()<{ id: number }[]>`SELECT id FROM companies WHERE name <> 'Merge Me' ORDER BY id LIMIT 1`;
    // Bad picks are refused, each naming what is wrong, and nothing moves.
    const refusals = [
      [{ from: from.id, into: from.id }, "into", "Choose two different companies"],
      [{ from: from.id, into: 2_000_000_000 }, "into", "No such company (merged or removed already?)"],
      [{ from: "Merge Me", into: into.id }, "from", "Choose the company to merge away"],
      [{ from: from.id }, "into", "Choose the company to keep"],
    ] as const;
    for (const [body, field, message] of refusals) {
      const refused = await call("POST", "/admin/companies/merge", admin.token, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
      expect(JSON.stringify(refused.body)).toContain(field);
    }
    expect((await sql()`SELECT 1 FROM companies WHERE id = ${from.id}`).length).toBe(1);
    const candidate = await tokenFor("not-admin@merge.example", "candidate");
    expect(
      (await call("POST", "/admin/companies/merge", candidate.token, { from: from.id, into: into.id })).status,
    ).toBe(403);
    const merged = await call("POST", "/admin/companies/merge", admin.token, { from: from.id, into: into.id });
    const [kept] = await sql()<{ name: string }[]>`SELECT name FROM companies WHERE id = ${into.id}`;
    expect(merged.body).toMatchObject({ message: `Merge Me merged into ${kept.name}`, jobs: 1 });
    const [moved] = await sql()<{ company_id: number }[]>`SELECT company_id FROM jobs WHERE id = ${jobId}`;
    expect(moved.company_id).toBe(into.id);
    const [member] = await sql()<
      { company_id: number }[]
    >`SELECT company_id FROM company_members WHERE user_id = ${owner.user.id}`;
    expect(member.company_id).toBe(into.id);
  });
});
