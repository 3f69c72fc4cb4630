import { isEmailProved } from "../../core/accounts";

/**
 * The root loader's `emailUnproved` (issue 28): true for a signed-in account whose address is not proved,
 * which shows the 'Send me a code' banner on every page. Read only for a signed-in session; a guest (null)
 * is always false, so a page an anonymous visitor may be served (server/page-cache) never holds it.
 */
export async function emailUnprovedFor(user: { id: number } | null): Promise<boolean> {
  return user ? !(await isEmailProved(user.id)) : false;
}
