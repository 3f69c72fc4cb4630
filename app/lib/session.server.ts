import { redirect } from "react-router";

/** The signed-in user as the pages see it. */
export interface CurrentUser {
  id: number;
  name: string | null;
  email: string;
  username: string | null;
  role: "candidate" | "employer" | "admin";
}

/** Reads the session cookie; null for guests. Filled in by the accounts feature. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  void request;
  return null;
}

/** Guarded routes: guests go to /login with a returnUrl back here, before any content is sent. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
}
