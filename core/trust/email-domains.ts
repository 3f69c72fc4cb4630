import { DOMAINS as FREE_MAIL_DOMAINS } from "free-email-domains-list";
import MailChecker from "mailchecker";

/**
 * Free-mail and disposable domains (decision 125), from maintained packages rather than a typed list:
 * free-email-domains-list (MIT, updated weekly: gmail.com, yahoo.co.in, rediffmail.com, ...) and
 * mailchecker (MIT: thousands of throwaway domains). An address at one of them never proves a
 * company's domain, and as a way to apply it is a scam signal.
 */
export function isFreeMailDomain(domain: string): boolean {
  const name = domain.trim().toLowerCase().replace(/\.$/, "");
  return FREE_MAIL_DOMAINS.has(name);
}

export function isDisposableDomain(domain: string): boolean {
  const name = domain.trim().toLowerCase().replace(/\.$/, "");
  return !MailChecker.isValid(`someone@${name}`);
}

/** An address or domain that cannot stand for a company: free-mail or disposable. */
export function isPersonalMailDomain(domain: string): boolean {
  return isFreeMailDomain(domain) || isDisposableDomain(domain);
}
