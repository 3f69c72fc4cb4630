import { beforeAll, describe, expect, it } from "vitest";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader as applyLoader } from "./job-apply";
import { descriptionBlocks } from "../../core/shared/description-blocks";
import { loader, meta } from "./job-details";
import { jobPostingJsonLd, serializeJsonLd } from "../lib/json-ld";

const database = withTestDatabase();
const ids: number[] = [];

beforeAll(async () => {
  ids.push(
    ...(await insertFixtureJobs(database.handle().sql, [
      { title: "Open Role", ageDays: 2 },
      { title: "Closed Role", status: "closed" },
      { title: "Expired Role", validThrough: new Date(Date.now() - 3_600_000), ageDays: 60 },
      { title: "Sneaky Role", jobUrl: "javascript:alert(document.cookie)" },
      { title: "Similar Role", ageDays: 3 },
    ])),
  );
});

type Args = Parameters<typeof loader>[0];
const args = (params: Record<string, string>, path = "/") =>
  ({
    params,
    request: new Request(`http://jobs.example${path}`),
    context: { cspNonce: "n0nce", requestId: "r" },
  }) as unknown as Args;

async function thrown(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    const routeError = error as { init?: { status?: number } };
    return { status: routeError.init?.status ?? 500, location: null };
  }
  throw new Error("expected the loader to throw");
}

/** The page makes its JSON-LD from the loader's job (decision 120: not sent twice in the page's data). */
function jsonLdOf(result: { open: boolean; job: Parameters<typeof jobPostingJsonLd>[0] }): string | null {
  return result.open ? serializeJsonLd(jobPostingJsonLd(result.job, "http://localhost")) : null;
}

describe("job detail loader", () => {
  it("gives an open job its JobPosting data, the nonce and similar jobs", async () => {
    const result = await loader(args({ id: String(ids[0]), slug: "open-role" }));
    expect(result.open).toBe(true);
    expect(result.nonce).toBe("n0nce");
    expect(JSON.parse(jsonLdOf(result)!)["@type"]).toBe("JobPosting");
    // Apply Now goes through the counted redirect, which sends the visitor to the stored job's address.
    expect(result.applyUrl).toBe(`/jobs/${ids[0]}/apply`);
    expect(result.similar.map((job) => job.id)).not.toContain(ids[0]);
    expect(result.similar.length).toBeGreaterThan(0);
  });

  it("says a closed or expired job is closed, without JobPosting data or an apply link", async () => {
    for (const [index, slug] of [
      [1, "closed-role"],
      [2, "expired-role"],
    ] as const) {
      const result = await loader(args({ id: String(ids[index]), slug }));
      expect(result.open).toBe(false);
      expect(jsonLdOf(result)).toBeNull();
      expect(result.applyUrl).toBeNull();
    }
  });

  it("never offers a javascript: address as the apply link", async () => {
    const result = await loader(args({ id: String(ids[3]), slug: "sneaky-role" }));
    expect(result.applyUrl).toBeNull();
    const apply = await applyLoader(args({ id: String(ids[3]) }) as never);
    expect((apply as Response).headers.get("location")).toBe(`/job-details/${ids[3]}/sneaky-role`);
  });

  it("shows a collected (HTML) description as text: bullets, meta description and JSON-LD", async () => {
    const stored =
      '<h2>About us</h2><p>We build R&amp;D tools. You ship fast.</p><ul><li>Own the <a href="https://x.example" rel="nofollow">API</a></li></ul>';
    const [id] = await insertFixtureJobs(database.handle().sql, [{ title: "Html Role", description: stored }]);
    const result = await loader(args({ id: String(id), slug: "html-role" }));
    expect(result.job.description).toBe(stored);
    expect(
      descriptionBlocks(result.job.description).map((block) => (block.kind === "list" ? block.items : block.text)),
    ).toEqual(["About us", "We build R&D tools. You ship fast.", ["Own the API"]]);
    const tags = meta({ data: result, matches: [] } as never) as {
      name?: string;
      property?: string;
      content?: string;
    }[];
    const description = tags.find((tag) => tag.name === "description")!.content!;
    expect(description).toContain("About us We build R&D tools.");
    expect(description).not.toMatch(/<|&amp;/);
    expect(jsonLdOf(result)).not.toContain("&lt;");
    const posting = JSON.parse(jsonLdOf(result)!) as { description: string };
    expect(posting.description).toBe("<p>About us</p><p>We build R&amp;D tools. You ship fast.</p><p>Own the API</p>");
  });

  it("sends a closed duplicate of a shown job to the shown job's page with 301", async () => {
    const sql = database.handle().sql;
    const [shown, copy] = await insertFixtureJobs(sql, [
      { title: "Shown Role" },
      { title: "Copy Role", status: "closed" },
    ]);
    await sql`UPDATE jobs SET duplicate_of = ${shown} WHERE id = ${copy}`;
    expect(await thrown(loader(args({ id: String(copy), slug: "copy-role" }, "/x?ref=feed")))).toEqual({
      status: 301,
      location: `/job-details/${shown}/shown-role?ref=feed`,
    });
    // A closed job that is nobody's duplicate keeps its page.
    expect((await loader(args({ id: String(ids[1]), slug: "closed-role" }))).open).toBe(false);
  });

  it("redirects a wrong or missing slug with 301 and answers 404 for bad ids", async () => {
    expect(await thrown(loader(args({ id: String(ids[0]), slug: "wrong" }, "/x?ref=mail")))).toEqual({
      status: 301,
      location: `/job-details/${ids[0]}/open-role?ref=mail`,
    });
    expect(await thrown(loader(args({ id: String(ids[0]) })))).toEqual({
      status: 301,
      location: `/job-details/${ids[0]}/open-role`,
    });
    expect((await thrown(loader(args({ id: "abc", slug: "x" })))).status).toBe(404);
    expect((await thrown(loader(args({ id: "99999999", slug: "x" })))).status).toBe(404);
  });

  it("records an apply click and redirects to the job's own site, whatever the request asks", async () => {
    // No open redirect: the target is the stored job's address; parameters of the request are ignored.
    const apply = (await applyLoader(
      args({ id: String(ids[0]) }, `/jobs/${ids[0]}/apply?url=https://evil.example&to=https://evil.example`) as never,
    )) as Response;
    expect(apply.status).toBe(302);
    expect(apply.headers.get("location")).toBe("https://acme-labs.example/careers/open-role");
    const [row] = await database.handle().sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM job_apply_clicks WHERE job_id = ${ids[0]}`;
    expect(row.count).toBe(1);
  });

  it("sends a closed, expired or unsafe job's Apply to its page, and answers 404 for a held, deleted or unknown job, recording nothing", async () => {
    const sql = database.handle().sql;
    const applyTo = (id: number) =>
      applyLoader(args({ id: String(id) }, `/jobs/${id}/apply`) as never) as Promise<Response>;
    expect((await applyTo(ids[1])).headers.get("location")).toBe(`/job-details/${ids[1]}/closed-role`);
    expect((await applyTo(ids[2])).headers.get("location")).toBe(`/job-details/${ids[2]}/expired-role`);
    expect((await applyTo(ids[3])).headers.get("location")).toBe(`/job-details/${ids[3]}/sneaky-role`);
    const [held, deleted] = await insertFixtureJobs(sql, [{ title: "Held Role" }, { title: "Deleted Role" }]);
    await sql`UPDATE jobs SET status = 'pending' WHERE id = ${held}`;
    await sql`UPDATE jobs SET deleted_at = now() WHERE id = ${deleted}`;
    for (const id of [held, deleted, 999_999_999]) expect((await thrown(applyTo(id))).status).toBe(404);
    const [row] = await sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM job_apply_clicks WHERE job_id <> ${ids[0]}`;
    expect(row.count).toBe(0);
  });

  it("keeps the description's paragraphs whole (issue 44: no bullet per sentence)", () => {
    expect(descriptionBlocks("We build. You ship fast.\n\nNo v1.2 split. ")).toEqual([
      { kind: "paragraph", text: "We build. You ship fast." },
      { kind: "paragraph", text: "No v1.2 split." },
    ]);
  });
});
