import { data } from "react-router";
import { readForm } from "./form.server";

/** Nothing about a one-time link's page may be kept by a cache: its answer changes once the link is used. */
const noStore = { "Cache-Control": "no-store" };

/**
 * The GET of a page opened from a one-time link in mail (?token=…): what the link is about, or a 400 when it does not
 * work. It changes nothing: mail scanners open every link they see (the page's button, a POST, does the work).
 */
export async function tokenLandingLoader<Target>(request: Request, find: (token: string) => Promise<Target | null>) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await find(token);
  return data({ token, target }, { status: target ? 200 : 400, headers: noStore });
}

/** The page's button: does the link's work once; `done` is null (a 400) when the link no longer works. */
export async function tokenLandingAction<Done>(request: Request, act: (token: string) => Promise<Done | null>) {
  const done = await act(String((await readForm(request)).get("token") ?? ""));
  return data({ done }, { status: done ? 200 : 400, headers: noStore });
}
