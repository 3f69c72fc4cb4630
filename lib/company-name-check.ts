/**
 * What a company name may not contain (issue 43, decision 163). Browser-safe: the sign-up and profile
 * forms' schema refuses these with a message naming the character, before anything is stored.
 *
 * - Control characters, and invisible format characters (zero-width space, word joiner, BOM, soft hyphen,
 *   bidi controls, variation selectors, Hangul fillers...): they make a name that looks like another.
 *   The zero-width joiner and non-joiner are allowed right after a combining mark (a virama), where
 *   Indic scripts need them (the IDNA ContextJ rule, simplified).
 * - A word that mixes Latin, Cyrillic and Greek letters ("Аcme" with a Cyrillic А): UTS #39's
 *   'single script' check for each word, the way most look-alike names are made.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- combining invisibles (variation selectors, the grapheme joiner) listed one by one on purpose
  /[\p{Cf}\p{Cc}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;

/** The text without the characters companyNameProblem refuses as invisible (company-name-key.ts folds names so). */
export function withoutInvisibles(text: string): string {
  return [...text].filter((char) => !INVISIBLE.test(char)).join("");
}
const JOINERS = /[\u200c\u200d]/u;

const CHARACTER_NAMES: Record<string, string> = {
  "\u200b": "a zero-width space",
  "\u200c": "a zero-width non-joiner",
  "\u200d": "a zero-width joiner",
  "\u2060": "a word joiner",
  "\ufeff": "a byte order mark",
  "\u00ad": "a soft hyphen",
};

function describe(char: string): string {
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(char)) return `a text-direction control (${code})`;
  if (/\p{Cc}/u.test(char)) return `a control character (${code})`;
  return `${CHARACTER_NAMES[char] ?? "an invisible character"} (${code})`;
}

const SCRIPTS = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
] as const;

/** Why the name cannot be used as typed, or null when it can. */
export function companyNameProblem(name: string): string | null {
  const chars = [...name];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index];
    if (!INVISIBLE.test(char)) continue;
    if (/[\t\n\r]/u.test(char)) continue; // ordinary whitespace, collapsed into one space
    if (
      JOINERS.test(char) &&
      index > 0 &&
      /\p{M}/u.test(chars[index - 1]) &&
      index + 1 < chars.length &&
      /\p{L}/u.test(chars[index + 1])
    )
      continue;
    return `The company name contains ${describe(char)}, which cannot be seen. Please type the name without it.`;
  }
  for (const word of name.normalize("NFKC").split(/[\s\p{P}\p{S}]+/u)) {
    const scripts = SCRIPTS.filter(([, pattern]) => pattern.test(word)).map(([script]) => script);
    if (scripts.length > 1)
      return `The word "${word}" in the company name mixes ${scripts.join(" and ")} letters, which look alike. Please type it in one alphabet.`;
  }
  return null;
}

/** The name as stored: every run of whitespace (no-break, ideographic and other spaces among it) one plain space, trimmed. */
export function tidyCompanyName(name: string): string {
  return name.replace(/[\s\p{Zs}]+/gu, " ").trim();
}
