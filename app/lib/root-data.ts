import type { AccountUser } from "../../core/accounts/browser";
import type { PromptItem } from "../../core/applications";

/**
 * What the root loader (app/root.tsx) gives every page, read with useRouteLoaderData<RootData>("root").
 * It lives apart from root.tsx so that the header, footer, menus and pages that root.tsx renders import it
 * downward instead of back up from root.tsx (docs/decisions/090).
 */
export interface RootData {
  origin: string;
  contactEmail: string;
  user: Pick<AccountUser, "name" | "email" | "username" | "role"> | null;
  /** For the hidden field of every form (CsrfField) and the X-XSRF-TOKEN header of scripts. */
  csrfToken: string;
  /** Set only when Google sign-in is configured; the login page shows Google's button then. */
  googleClientId: string | null;
  /** This response's CSP nonce, for scripts added at run time (Google's sign-in client). */
  cspNonce: string;
  /**
   * The 'Did you apply?' questions (issue 30): only ever for a signed-in candidate (empty for guests, so a
   * page an anonymous visitor may be served never holds them).
   */
  applyPrompts: PromptItem[];
  /**
   * True for a signed-in account whose address is not proved: every page shows the 'Send me a code' banner
   * (issue 28). Always false for guests, so a page an anonymous visitor may be served never holds it.
   */
  emailUnproved: boolean;
  /** The start of the minute the server rendered the page in (ms): hydration tells relative times from it (page-clock.tsx). */
  renderedAt: number;
}
