import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PackedDomainList } from "./packed-domain-list";

/**
 * Free-mail and disposable domains (decision 125), from maintained packages rather than a typed list:
 * free-email-domains-list (MIT, updated weekly: gmail.com, yahoo.co.in, rediffmail.com, ...) and
 * mailchecker (MIT: thousands of throwaway domains). An address at one of them never proves a
 * company's domain, and as a way to apply it is a scam signal.
 *
 * Their lists are read from the packages' files, not imported (decision 210): importing them builds two Sets of
 * 150,000 strings and keeps their 3 MB of source, 17 MB of heap in every HTTP worker thread. Each file holds its list
 * as one `new Set([...])` of JSON strings; mailchecker's address pattern is read beside its list, so that a domain is
 * judged exactly as `MailChecker.isValid` judges it (email-domains.test.ts compares every listed domain).
 */
const requireFromHere = createRequire(import.meta.url);

interface Lists {
  freeMail: PackedDomainList;
  disposable: PackedDomainList;
  validAddress: RegExp;
}

let lists: Lists | undefined;

function loaded(): Lists {
  lists ??= readLists();
  return lists;
}

function readLists(): Lists {
  const freeMailSource = packageFile("free-email-domains-list/build/src/constants.js");
  const mailcheckerSource = packageFile("mailchecker");
  const pattern = /^var isValidEmail\s*=\s*\/(.+)\/;$/m.exec(mailcheckerSource)?.[1];
  if (!pattern) throw new Error("mailchecker's address pattern was not found in its source: has its layout changed?");
  return {
    freeMail: PackedDomainList.of(setLiteral(freeMailSource, "free-email-domains-list")),
    disposable: PackedDomainList.of(setLiteral(mailcheckerSource, "mailchecker")),
    validAddress: new RegExp(pattern),
  };
}

function packageFile(specifier: string): string {
  return readFileSync(requireFromHere.resolve(specifier), "utf8");
}

/** The strings of the first `new Set([...])` in a package's source. */
function setLiteral(source: string, name: string): string[] {
  const start = source.indexOf("new Set([");
  const end = source.indexOf("])", start);
  if (start < 0 || end < 0) throw new Error(`${name}'s list was not found in its source: has its layout changed?`);
  const names: unknown = JSON.parse(source.slice(start + "new Set(".length, end + 1));
  if (!Array.isArray(names) || names.length < 1_000 || names.some((entry) => typeof entry !== "string"))
    throw new Error(`${name}'s list did not read as a list of domain names`);
  return names as string[];
}

function normalised(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, "");
}

export function isFreeMailDomain(domain: string): boolean {
  return loaded().freeMail.has(normalised(domain));
}

/** As `MailChecker.isValid("someone@" + domain)` answers false: not a valid address's domain, or it or a parent is listed. */
export function isDisposableDomain(domain: string): boolean {
  const { disposable, validAddress } = loaded();
  const name = normalised(domain);
  if (!validAddress.test(`someone@${name}`)) return true;
  // The name, then each parent: 'inbox.mailinator.com', 'mailinator.com', 'com'.
  let suffix = name;
  for (;;) {
    if (disposable.has(suffix)) return true;
    const dot = suffix.indexOf(".");
    if (dot < 0) return false;
    suffix = suffix.slice(dot + 1);
  }
}

/** An address or domain that cannot stand for a company: free-mail or disposable. */
export function isPersonalMailDomain(domain: string): boolean {
  return isFreeMailDomain(domain) || isDisposableDomain(domain);
}
