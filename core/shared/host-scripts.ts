/**
 * Look-alike hosts (issue 43, decision 160): whether a host written in Unicode must be shown in its
 * punycode form, as browsers do. Browser-safe: the scripts come from the JavaScript engine's own Unicode
 * data (regular expressions with \p{Script=...}), kept current with the engine, so there is no table here
 * to go stale. Per label, after characters common to every script (digits, '-') and combining marks:
 * - one script is fine ('bücher', 'москва', 'भारत');
 * - the mixes UTS #39 calls highly restrictive are fine: Latin with Han and Japanese kana, with Han and
 *   Bopomofo, or with Han and Hangul (real Japanese, Chinese and Korean names mix them);
 * - any other mix ('еmp2corp': a Cyrillic е among Latin letters) is a look-alike, and so is a label made
 *   only of the Cyrillic letters that look Latin ('аррӏе') under a top-level domain in ASCII: Chromium's
 *   rule for whole-script confusables, with its list of those letters;
 * - a letter of a script not named below counts as unknown: shown in punycode, the safe side.
 */
const SCRIPTS = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Armenian",
  "Georgian",
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Khmer",
  "Mongolian",
  "Ethiopic",
  "Cherokee",
  "Hangul",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
  "Yi",
  "Tifinagh",
  "Ol_Chiki",
  "Canadian_Aboriginal",
] as const;
type Script = (typeof SCRIPTS)[number] | "Unknown";

const SCRIPT_PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, "u")] as const);
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** Mixes of scripts real names use (UTS #39 'highly restrictive'). */
const ALLOWED_MIXES: ReadonlySet<Script>[] = [
  new Set<Script>(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set<Script>(["Latin", "Han", "Bopomofo"]),
  new Set<Script>(["Latin", "Han", "Hangul"]),
];

/** Whether a text is all ASCII (a host in punycode or plain letters). */
function isAscii(text: string): boolean {
  return [...text].every((char) => char.charCodeAt(0) < 0x80);
}

/** Cyrillic letters that pass for Latin ones (Chromium's idn_spoof_checker list). */
const LATIN_LOOKING_CYRILLIC = /^[асԁеһіјӏорԛѕԝхуъьҽпгѵѡ]+$/u;

function scriptOf(char: string): Script | null {
  if (SHARED.test(char)) return null;
  for (const [name, pattern] of SCRIPT_PATTERNS) if (pattern.test(char)) return name;
  return "Unknown";
}

function scriptsOf(label: string): Set<Script> {
  const scripts = new Set<Script>();
  for (const char of label) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  return scripts;
}

/** Whether one label (no dots) mixes scripts as look-alikes do. */
export function isMixedScriptLabel(label: string): boolean {
  const scripts = scriptsOf(label.toLowerCase());
  if (scripts.has("Unknown")) return true;
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
}

/** Whether a host in Unicode ('еmp2corp.test') is a look-alike and must be shown in punycode. ASCII hosts never are. */
export function isLookAlikeHost(unicodeHost: string): boolean {
  const labels = unicodeHost.toLowerCase().replace(/\.+$/, "").split(".");
  if (labels.some(isMixedScriptLabel)) return true;
  const topLevelAscii = isAscii(labels[labels.length - 1] ?? "");
  return topLevelAscii && labels.slice(0, -1).some((label) => LATIN_LOOKING_CYRILLIC.test(label.replace(/[\d-]/g, "")));
}

/** The host as written in an address ('https://еmp2corp.test/jobs' gives 'еmp2corp.test'), before any URL parser turns it into punycode. */
function writtenHost(url: string): { start: number; host: string } | null {
  const match = /^[a-z][a-z\d+.-]*:\/\/(?:[^/?#@]*@)?/i.exec(url);
  if (!match) return null;
  const rest = url.slice(match[0].length);
  const host = /^[^/?#:]*/.exec(rest)?.[0] ?? "";
  return { start: match[0].length, host };
}

/**
 * The text to print for a link: the address as written, except that a look-alike host is shown in its
 * punycode form ('https://xn--mp2corp-6gg.test/jobs'), as a browser's address bar would show it.
 */
export function linkText(url: string): string {
  const written = writtenHost(url);
  if (!written || isAscii(written.host) || !isLookAlikeHost(written.host)) return url;
  try {
    const ascii = new URL(url).hostname;
    return `${url.slice(0, written.start)}${ascii}${url.slice(written.start + written.host.length)}`;
  } catch {
    return url;
  }
}

/** A host for display ('еmp2corp.test' or its punycode): the same rule for a bare domain. */
export function hostText(host: string): string {
  if (isAscii(host) || !isLookAlikeHost(host)) return host;
  try {
    return new URL(`https://${host}`).hostname;
  } catch {
    return host;
  }
}
