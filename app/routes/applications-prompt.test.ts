import { beforeAll, describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "../../core/accounts";
import { recordApply } from "../../core/applications";
import { sql } from "../../db/client";
import { loadDemoData } from "../../db/seed/load";
import { insertUser } from "../../tests/helpers/alert-fixtures";
import { withTestDatabase } from "../../tests/setup/test-database";
import { currentBoard } from "../../config/board";
import { loader } from "./applications-prompt";

/**
 * Decision 187: the 'Did you apply?' prompt re-reads its questions when a candidate comes back to the tab, by a fetcher
 * of /applications/prompt?list. It answers the signed-in candidate's own questions, nobody else's, and never sends
 * anyone away from their page (a guest gets an empty list, not a redirect to sign in); without ?list the route
 * still sends a browser to the applications page.
 */
withTestDatabase();
type Answer = Awaited<ReturnType<typeof loader>>;
const ask = async (path: string, cookie?: string): Promise<Answer | Response> => {
  const request = new Request(`http://jobs.example${path}`, { headers: cookie ? { cookie } : {} });
  try {
    return await loader({
      params: {},
      request,
      url: new URL(request.url),
      pattern: "/applications/prompt",
      context: {
        cspNonce: "n",
        requestId: "r",
        renderedAt: Date.now(),
        board: currentBoard(),
        indexFreshAsOf: undefined,
      },
    });
  } catch (thrown) {
    // requireUser throws its redirect to sign in.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};
/** The loader's answer: a redirect, or the questions' titles and how they may be cached. */
const read = (answer: Answer | Response) => {
  if (answer instanceof Response) return { redirect: answer.headers.get("location") };
  const headers = new Headers(answer.init?.headers);
  return { titles: answer.data.prompts.map((prompt) => prompt.jobTitle), cacheControl: headers.get("Cache-Control") };
};

let candidate: string;
let other: string;
let jobTitle: string;

beforeAll(async () => {
  await loadDemoData(sql(), { jobs: 2, companies: 1 });
  const [job] = await sql()<
    { id: number; title: string }[]
  >`SELECT id, title FROM jobs WHERE status = 'open' ORDER BY id LIMIT 1`;
  jobTitle = job.title;
  const me = await insertUser(sql(), "asker@prompt.example");
  const someone = await insertUser(sql(), "other@prompt.example");
  await recordApply({ jobId: job.id, userId: me.id });
  candidate = `${SESSION_COOKIE}=${(await createSession(me.id)).token}`;
  other = `${SESSION_COOKIE}=${(await createSession(someone.id)).token}`;
});

describe("/applications/prompt?list", () => {
  it("answers the signed-in candidate's own questions, uncached", async () => {
    expect(read(await ask("/applications/prompt?list", candidate))).toEqual({
      titles: [jobTitle],
      cacheControl: "no-store",
    });
    expect(read(await ask("/applications/prompt?list", other))).toEqual({ titles: [], cacheControl: "no-store" });
  });

  it("gives a guest (a session ended while away) an empty list, not a redirect", async () => {
    expect(read(await ask("/applications/prompt?list"))).toEqual({ titles: [], cacheControl: "no-store" });
    expect(read(await ask("/applications/prompt?list", `${SESSION_COOKIE}=not-a-token`))).toEqual({
      titles: [],
      cacheControl: "no-store",
    });
  });

  it("without ?list still sends a browser to the applications page, or to sign in", async () => {
    expect(read(await ask("/applications/prompt", candidate))).toEqual({ redirect: "/dashboard/applications" });
    expect(read(await ask("/applications/prompt"))).toEqual({ redirect: "/login?returnUrl=%2Fapplications%2Fprompt" });
  });
});
