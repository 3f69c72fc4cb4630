import { termsOf } from "./search-text";

/**
 * Short forms people type for what job posts spell out ('sde' for software engineer). A query word
 * found here also matches each of its expansions: a single word, or a two-word phrase that must
 * appear as written in a title, company, skill, category or location. Keys are the typed word
 * (lower case); expansions are written as jobs write them. City spellings that are simply another
 * name of one city live in search-text.ts (citySynonyms) and are folded on both sides instead.
 */
const written: Record<string, string[]> = {
  sde: ["software engineer", "software developer"],
  swe: ["software engineer"],
  ml: ["machine learning"],
  fe: ["frontend", "front end"],
  pm: ["product manager"],
  apm: ["associate product"],
  sre: ["site reliability"],
  ds: ["data scientist", "data science"],
  ux: ["user experience"],
  js: ["javascript"],
  ts: ["typescript"],
  k8s: ["kubernetes"],
  hr: ["human resources"],
  bd: ["business development"],
  bde: ["business development"],
  sdr: ["sales development"],
  vp: ["vice president"],
  fullstack: ["full stack"],
  // The National Capital Region is Delhi with its neighbours (search-text folds 'ncr' itself to delhi).
  ncr: ["gurugram", "noida", "ghaziabad", "faridabad"],
};

/** The expansions of a typed word, each as its index terms (one term, or two for a phrase). */
export const synonymTerms: ReadonlyMap<string, string[][]> = new Map(
  Object.entries(written).map(([word, expansions]) => [word, expansions.map((text) => termsOf(text))]),
);

/** The key of a two-word phrase in the phrase postings. */
export function phraseKey(first: string, second: string): string {
  return `${first} ${second}`;
}
