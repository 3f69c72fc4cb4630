import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data";

/** The hidden CSRF field every state-changing form of the board includes (checked with isCsrfValid in the action). */
export function CsrfField() {
  const data = useRouteLoaderData<RootData>("root");
  return <input type="hidden" name="csrf" value={data?.csrfToken ?? ""} />;
}

/** For scripts: the token to send as the X-XSRF-TOKEN header on cookie-authenticated /api writes. */
export function useCsrfToken(): string {
  return useRouteLoaderData<RootData>("root")?.csrfToken ?? "";
}
