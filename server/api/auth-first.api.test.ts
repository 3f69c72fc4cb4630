// Authentication before validation (issue 33): every operation that needs a signed-in caller answers a guest 401,
// whatever its body, path or query, never 400 with field errors. The table is the OpenAPI document itself, so a new
// signed-in route is covered the day it is added.
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestJson } from "../../tests/setup/test-app";
import { withTestDatabase } from "../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();

/** Signed-in operations a guest may still call, each for its reason. */
const OPEN_TO_GUESTS: Record<string, string> = {
  addUser: "registers a candidate when there is no session",
  logout: "signing out without a session is a harmless 200",
  downloadResume: "answers 404 to everyone who may not read the file (guests included), hiding that it exists",
};

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

let operations: Operation[] = [];

beforeAll(async () => {
  const document = (await requestJson(app, "/api/openapi.json")).body;
  for (const [path, methods] of Object.entries(
    document.paths as Record<string, Record<string, { security?: unknown[]; operationId: string }>>,
  )) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation.security || operation.security.length === 0) continue;
      if (operation.operationId in OPEN_TO_GUESTS) continue;
      operations.push({ method: method.toUpperCase(), path, operationId: operation.operationId });
    }
  }
  operations = operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
});

describe("a guest gets 401 before any validation", () => {
  it("covers every signed-in operation, the job writes of the issue among them", () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        "createJob",
        "updateJob",
        "deleteJob",
        "saveJob",
        "updateAlert",
        "addCollectorSource",
        "updateMyCompany",
        "updateProfile",
      ]),
    );
    expect(ids.length).toBeGreaterThanOrEqual(25);
  });

  it("answers 401, not 400 naming fields, to an invalid body, path and query on each", async () => {
    const answers: Record<string, number> = {};
    for (const { method, path, operationId } of operations) {
      // Every path parameter and query value invalid, and a body no schema accepts.
      const url = `/api${path.replace(/\{[^}]+\}/g, "not-a-number")}?page=-1&limit=x&status=nonsense`;
      const write = method !== "GET" && method !== "HEAD";
      const response = await requestJson(app, url, {
        method,
        headers: write ? { "content-type": "application/json" } : {},
        body: write ? JSON.stringify({ title: "", job: "x", role: "emperor", name: 7 }) : undefined,
      });
      answers[`${method} ${path} (${operationId})`] = response.status;
    }
    const expected = Object.fromEntries(Object.keys(answers).map((key) => [key, 401]));
    expect(answers).toEqual(expected);
  });

  it("still answers a signed-in caller's invalid body with 400 naming the field", async () => {
    const { sql } = await import("../../db/client");
    const { createSession } = await import("../../core/accounts");
    const [user] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, name) VALUES ('auth-first@example.com', 'Saver') RETURNING id`;
    const token = (await createSession(user.id)).token;
    const response = await requestJson(app, "/api/saved-jobs/", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ job: "not-a-number" }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(["job"]);
  });
});
