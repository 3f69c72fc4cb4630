import type * as Tldts from "tldts";
import { loadOnFirstUse } from "./load-on-first-use";

/**
 * tldts and its Public Suffix List, read at the first question (a posting screened or held, a website or an address
 * judged) rather than by every HTTP worker thread at start (decision 214).
 */
export const publicSuffixList = loadOnFirstUse<typeof Tldts>("tldts");
