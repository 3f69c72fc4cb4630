/**
 * Text handling shared by the search index and its queries: one normaliser, one
 * tokeniser and one light stemmer, so that a word is turned into the same term
 * whether it comes from a job or from what a visitor typed.
 */

/** Other spellings of the same city, mapped to the spelling the jobs use. */
export const citySynonyms: Record<string, string> = {
  bangalore: "bengaluru",
  bengalore: "bengaluru",
  banglore: "bengaluru",
  blr: "bengaluru",
  gurgaon: "gurugram",
  bombay: "mumbai",
  madras: "chennai",
  calcutta: "kolkata",
  cochin: "kochi",
  poona: "pune",
  trivandrum: "thiruvananthapuram",
  mysore: "mysuru",
  ncr: "delhi",
  baroda: "vadodara",
  benares: "varanasi",
  banaras: "varanasi",
  mangalore: "mangaluru",
  belgaum: "belagavi",
  hubli: "hubballi",
  pondicherry: "puducherry",
  simla: "shimla",
  vizag: "visakhapatnam",
  allahabad: "prayagraj",
  trichy: "tiruchirappalli",
  gauhati: "guwahati",
  hyd: "hyderabad",
};

/** Words that carry no meaning in a job search ('jobs in bangalore' is a search for bengaluru). */
export const stopWords: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "in",
  "at",
  "for",
  "to",
  "with",
  "on",
  "by",
  "from",
  "as",
  "is",
  "are",
  "be",
  "we",
  "you",
  "our",
  "your",
  "job",
  "jobs",
  "role",
  "roles",
  "opening",
  "openings",
  "vacancy",
  "vacancies",
]);

// eslint-disable-next-line no-control-regex
const asciiOnly = /^[\u0000-\u007f]*$/;

export function normalize(text: string): string {
  if (asciiOnly.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Harman's S-stemmer: plurals only, predictable for names and skills. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && !word.endsWith("eies") && !word.endsWith("aies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("es") && !word.endsWith("aes") && !word.endsWith("ees") && !word.endsWith("oes"))
    return word.slice(0, -1);
  if (word.endsWith("s") && !word.endsWith("us") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

const termCache = new Map<string, string>();

/** One term as stored in the index: synonyms resolved, plural removed. */
export function toTerm(word: string): string {
  let term = termCache.get(word);
  if (term === undefined) {
    term = stem(Object.hasOwn(citySynonyms, word) ? citySynonyms[word] : word);
    if (termCache.size > 500_000) termCache.clear();
    termCache.set(word, term);
  }
  return term;
}

const wordPattern = /[a-z0-9]+[+#]*/g;

/** The raw words of a text, lower case and without accents. */
export function words(text: string): string[] {
  return normalize(text).match(wordPattern) ?? [];
}

/** The index terms of a text (stop words kept: job text is indexed as written). */
export function termsOf(text: string): string[] {
  return words(text).map(toTerm);
}

export interface QueryWord {
  /** The word as typed (normalised). */
  raw: string;
  /** The term it searches for. */
  term: string;
  /** True for the last word while the visitor may still be typing it. */
  prefix: boolean;
}

/**
 * The words of a query. Stop words are dropped unless nothing else is left; the
 * last word is a prefix unless the query ends with a space. At most 8 words count.
 */
export function parseQuery(query: string): QueryWord[] {
  const raw = words(query).slice(0, 8);
  const meaningful = raw.filter((word) => !stopWords.has(word));
  const kept = meaningful.length ? meaningful : [];
  const endsOpen =
    !/\s$/.test(query) && raw.length > 0 && kept.length > 0 && kept[kept.length - 1] === raw[raw.length - 1];
  const seen = new Set<string>();
  const result: QueryWord[] = [];
  kept.forEach((word, index) => {
    const term = toTerm(word);
    if (seen.has(term)) return;
    seen.add(term);
    result.push({ raw: word, term, prefix: endsOpen && index === kept.length - 1 && word.length >= 2 });
  });
  return result;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  return [...grams];
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), giving up above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0][j] = j;
  for (let i = 1; i < rows; i++) {
    let best = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2][j - 2] + 1);
      d[i][j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  return d[a.length][b.length];
}
