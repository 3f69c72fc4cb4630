/** Issue 44 point 8 (decision 178): a rejected job's page, and /job/{id}, answer 410 with none of its text. */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { rejectedJob } from "../../tests/factories/rejected-job";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader as jobPageLoader } from "./job-details";
import { loader as jobRedirectLoader } from "./job-redirect";

withTestDatabase();

beforeAll(async () => {
  await loadDemoData(sql(), { jobs: 3, companies: 1 });
});

type PageArgs = Parameters<typeof jobPageLoader>[0];
const pageArgs = (id: number, slug: string) =>
  ({
    params: { id: String(id), slug },
    request: new Request(`http://jobs.example/job-details/${id}/${slug}`),
    context: { cspNonce: "n", requestId: "r" },
  }) as unknown as PageArgs;

/** The status and body a loader threw (react-router's data() or a Response). */
async function thrownBy(run: () => Promise<unknown>): Promise<{ status: number; body: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: await error.text() };
    const routeError = error as { init?: { status?: number }; data?: unknown };
    return { status: routeError.init?.status ?? 500, body: JSON.stringify(routeError.data ?? null) };
  }
  throw new Error("expected the loader to throw");
}

describe("a rejected job's page", () => {
  it("answers 410 at its address and any other slug, and /job/{id} too, with none of its text", async () => {
    const { id } = await rejectedJob();
    for (const slug of ["data-entry-operator", "wrong-slug"]) {
      const page = await thrownBy(() => jobPageLoader(pageArgs(id, slug)));
      expect(page.status).toBe(410);
      expect(page.body).not.toMatch(/WhatsApp|Data Entry|Fee Jobs|98765/);
    }
    const redirect = await thrownBy(() =>
      jobRedirectLoader({
        params: { id: String(id) },
        request: new Request("http://jobs.example/"),
        context: {},
      } as unknown as Parameters<typeof jobRedirectLoader>[0]),
    );
    expect(redirect.status).toBe(410);
  });
});
