/*
 * The one door to the fast paths: loops that exist only for speed, each answering as a general path does (their tests
 * compare the two). Only search-index.ts imports this (eslint.config.js fences the folder; decision 141), so a reader
 * of the rest of core/search meets the general paths alone:
 * - filterAndCount: a search's count and facets, by the packed-code loops (filtered-count.ts, place-browse.ts for a
 *   place alone, and the joint histograms of unfiltered-histograms.ts) when they apply, else by the general loop
 *   (facets/facets.ts countSlotBySlot);
 * - scanOneWord, scanOneWordFiltered: a one-word query in one pass over its lists (one-word-scan.ts; with filters, a
 *   word of one list counted from it and only the passing jobs valued), a dense word's Best Match page from its titled
 *   slots grouped by value (dense-best-page.ts), against Matcher and filterAndCount;
 * - scanPlannedWords: a query of two or three words in Best Match order, when the Matcher would look the commoner
 *   words up in the rarest word's pass (planned-words-scan.ts; without filters its page from its best slots grouped
 *   by value, planned-words-page.ts), against Matcher and filterAndCount;
 * - LiveTotals: the facet counts of every live job, kept so that a word in most jobs counts the slots it misses, and
 *   the same for each large place and each broad word searched, following every change (decisions 218, 219); a query
 *   of several words whose rarest word is kept counts the jobs it misses (221), and a word in a place alone takes its
 *   location facet from them (222).
 */
export { filterAndCount } from "./filter-and-count";
export { LiveTotals } from "./live-totals";
export { scanOneWord, scanOneWordFiltered, type WordLists } from "./one-word-scan";
export { scanPlannedWords } from "./planned-words-scan";
