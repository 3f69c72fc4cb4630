import { describe, expect, it } from "vitest";
import { createSession } from "../../../core/accounts";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { sql } from "../../../db/client";
import { createTestApp, requestJson } from "../../../tests/setup/test-app";
import { withTestDatabase } from "../../../tests/setup/test-database";

withTestDatabase();
const app = createTestApp();

describe("GET /api/getrecommendedjobs (SPEC §7)", () => {
  it("answers the signed-in candidate's ranked jobs with their reasons as data", async () => {
    const [match] = await insertFixtureJobs(sql(), [
      {
        title: "Platform Engineer",
        category: "DevOps",
        skills: "Kubernetes, Go, Terraform",
        minExperience: 3,
        maxExperience: 6,
      },
      { title: "Accountant", category: "Finance", skills: "Excel" },
    ]);
    const [user] = await sql()<
      { id: number }[]
    >`INSERT INTO users (email, name) VALUES ('k@example.com', 'K') RETURNING id`;
    await sql()`INSERT INTO candidate_profiles (user_id, name, email, skills, years_of_experience) VALUES
      (${user.id}, 'K', 'k@example.com', 'Go, Kubernetes', 4)`;
    const { token } = await createSession(user.id);
    const headers = { authorization: `Bearer ${token}` };

    const response = await requestJson(app, "/api/getrecommendedjobs?page=1&limit=5", { headers });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 1, page: 1, limit: 5, totalPages: 1, profileIncomplete: false });
    expect(response.body.data[0]).toMatchObject({
      id: match,
      isSaved: false,
      reason: "Matches Go, Kubernetes · 3-6 yrs fits your 4",
      match: { skills: ["Go", "Kubernetes"], experience: { min: 3, max: 6, years: 4 }, category: null },
    });

    expect((await requestJson(app, "/api/getrecommendedjobs")).status).toBe(401);
    const bad = await requestJson(app, "/api/getrecommendedjobs?limit=51", { headers });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.limit).toBe("limit must be a whole number from 1 to 50");
    expect((await requestJson(app, "/api/getrecommendedjobs?page=0", { headers })).status).toBe(400);
  });
});
