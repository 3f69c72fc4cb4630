import { domainToASCII, domainToUnicode } from "node:url";
import { isLookAlikeHost } from "../shared/host-scripts";
import { isPersonalMailDomain } from "./email-domains";
import { publicSuffixList } from "../shared/public-suffix-list";

/**
 * What an e-mail address proves about a company's website (issue 43, decision 160). A proved address
 * verifies the company only when both sit on one registrable domain: the name a single owner registers,
 * below a public suffix of the Public Suffix List (tldts, private suffixes included). So an address at
 * anything.co.in proves nothing about https://co.in, one at evil.github.io nothing about acme.github.io.
 */

/** A host as the DNS knows it: lower case, no trailing dot, Unicode labels in punycode ('' when it is no host). */
export function asciiHost(host: string): string {
  const trimmed = host.trim().replace(/\.+$/, "");
  return trimmed ? domainToASCII(trimmed) : "";
}

/** The website's host in that form, or null when the website is no http(s) address. */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(website.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return asciiHost(url.hostname) || null;
  } catch {
    return null;
  }
}

export type DomainRefusal =
  "no_website" | "ip_address" | "public_suffix" | "private_suffix" | "look_alike" | "personal_mail" | "other_domain";

export const DOMAIN_REFUSALS: Record<DomainRefusal, string> = {
  no_website: "Add your company's website to verify the company by its domain.",
  ip_address: "A website at an IP address has no domain to prove: our team verifies the company.",
  public_suffix:
    "The website is a public suffix (like co.in), shared by many owners: enter your company's own website.",
  private_suffix:
    "The website is on a shared hosting domain (like github.io or vercel.app), which anyone can " +
    "use: an e-mail address cannot prove it, so our team verifies the company.",
  look_alike: "The website's domain mixes alphabets, as look-alike domains do: our team verifies the company.",
  personal_mail: "A free or throwaway mail service cannot prove a company's domain.",
  other_domain: "The address is not at the website's domain.",
};

export interface SiteDomain {
  /** The website's host, punycode ('xn--mp2corp-6gg.test'). */
  host: string;
  /** Its registrable domain, or null (an IP address, a public suffix). */
  registrable: string | null;
  refusal: DomainRefusal | null;
}

/** The website's domain and why an e-mail address could never prove it (null: an address at it can). */
export function siteDomainOf(website: string | null | undefined): SiteDomain | null {
  const host = websiteHost(website);
  if (!host) return null;
  const parsed = publicSuffixList().parse(host, { allowPrivateDomains: true });
  if (parsed.isIp) return { host, registrable: null, refusal: "ip_address" };
  if (!parsed.domain) return { host, registrable: null, refusal: "public_suffix" };
  if (parsed.isPrivate) return { host, registrable: parsed.domain, refusal: "private_suffix" };
  if (isLookAlikeHost(domainToUnicode(host))) return { host, registrable: parsed.domain, refusal: "look_alike" };
  if (isPersonalMailDomain(parsed.domain)) return { host, registrable: parsed.domain, refusal: "personal_mail" };
  return { host, registrable: parsed.domain, refusal: null };
}

/** A website a company may not give (a public suffix: co.in, github.io), with the words why; null when it may. */
export function websiteRefusal(website: string | null | undefined): string | null {
  return siteDomainOf(website)?.refusal === "public_suffix" ? DOMAIN_REFUSALS.public_suffix : null;
}

/** The registrable domain of an address ('hr@mail.acme.co.in' gives 'acme.co.in'), or null. */
export function mailDomainOf(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  const host = asciiHost(email.slice(at + 1));
  if (!host) return null;
  return publicSuffixList().parse(host, { allowPrivateDomains: true }).domain ?? null;
}

/** Whether a proved address verifies a company with this website, and if not, why. */
export function addressProof(
  email: string,
  website: string | null | undefined,
): { proves: true } | { proves: false; why: DomainRefusal } {
  const site = siteDomainOf(website);
  if (!site) return { proves: false, why: "no_website" };
  if (site.refusal) return { proves: false, why: site.refusal };
  const mail = mailDomainOf(email);
  const mailHost = asciiHost(email.slice(email.lastIndexOf("@") + 1));
  if ((mail && isPersonalMailDomain(mail)) || (mailHost && isPersonalMailDomain(mailHost)))
    return { proves: false, why: "personal_mail" };
  if (!mail || mail !== site.registrable) return { proves: false, why: "other_domain" };
  return { proves: true };
}

/** Whether two websites are on one registrable domain (a change between them keeps what an address proved). */
export function sameSiteDomain(before: string | null | undefined, after: string | null | undefined): boolean {
  const a = siteDomainOf(before);
  const b = siteDomainOf(after);
  return (a?.registrable ?? a?.host ?? null) === (b?.registrable ?? b?.host ?? null);
}
