/**
 * The three legal documents of SPEC §2 Legal. Plain data so that the page,
 * tests and a future CMS read the same text. "{email}" stands for the contact
 * address and "{product}" for the product name; the page fills both in.
 */
import { PRIVACY_RIGHTS_LINKS, PRIVACY_RULES } from "../../core/shared/privacy-rules";

export type LegalSlug = "privacy-policy" | "terms-of-service" | "cookie-policy";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  /** Menu label. */
  label: string;
  summary: string;
  /** 'today': the effective date is the current date (SPEC §2: cookie and terms); otherwise a fixed ISO date. */
  effective: "today" | string;
  sections: LegalSection[];
}

export const PRIVACY_LAST_UPDATED = "2026-11-27";

const rules = PRIVACY_RULES;
const deletedWhen = rules.accountDeletionDays === 0 ? "at once" : `within ${rules.accountDeletionDays} days`;

/** The retention paragraph, from the numbers the code uses (core/shared/privacy-rules.ts; privacy-policy.test.ts holds them together). */
export const PRIVACY_RETENTION_TEXT = [
  "We keep account and profile data for as long as your account exists.",
  `When you delete your account ([Settings, Delete my account](${PRIVACY_RIGHTS_LINKS.delete})) ` +
    `we remove your profile, resume, saved jobs, job alerts, newsletter sign-up, sessions and codes ` +
    `${deletedWhen}, in one step.`,
  "What stays: records of changes made by or about you (our audit log), with your name and " +
    "e-mail replaced by an anonymous id; the jobs an employer posted, closed, when nobody else " +
    "manages the company; and copies in our backups,",
  `which age out within ${rules.backupDays} days.`,
  `Sessions you signed out of, or that expired, are deleted ${rules.endedSessionDays} days after they end.`,
  `Server logs are kept for up to ${rules.serverLogDays} days.`,
  "Newsletter records are kept until you unsubscribe, after which we keep only what is needed to honour the unsubscription.",
].join(" ");

const privacy: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  label: "Privacy Policy",
  summary: "What personal data {product} collects, why, who sees it, how long we keep it and the choices you have.",
  effective: PRIVACY_LAST_UPDATED,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "{product} is a job board that connects job seekers with startups, operated from Bengaluru, " +
          "India. This policy explains how we handle personal data when you visit the site, create an " +
          "account, keep a candidate profile or subscribe to our newsletter. We are the data " +
          "fiduciary (controller) for that data.",
      ],
    },
    {
      heading: "Information we collect",
      paragraphs: ["We collect only what we need to run the service:"],
      list: [
        "Account data: your name, username, e-mail address and a one-way hash of your password, or " +
          "the name and e-mail your sign-in provider (such as Google) shares with us.",
        "Profile data you choose to add: phone number, desired job title, industry, years of experience, skills and your resume.",
        "Activity on the site: jobs you save, searches you run and the apply links you follow, so that we can show your saved jobs and better recommendations.",
        "Newsletter: your e-mail address and the dates you subscribed, confirmed or unsubscribed.",
        "Technical data: IP address, browser type, pages requested and timestamps in our server logs, used for security and to keep the site running.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: ["We use your data to provide and improve the service, and for nothing else:"],
      list: [
        "to create and secure your account and keep you signed in;",
        "to show saved jobs, recommend jobs that match your profile and remember your preferences;",
        "to send e-mails you asked for, such as password reset codes and, if you subscribed, the newsletter;",
        "to detect and prevent abuse, fraud and security incidents;",
        "to understand in aggregate which features are used, so that we can improve them.",
      ],
    },
    {
      heading: "Sharing and disclosure",
      paragraphs: [
        "We do not sell or rent your personal data. Applying to a job happens on the employer's own " +
          "website: we share nothing with an employer unless you send it to them yourself.",
        "We share data only with service providers that host our servers, store files and deliver " +
          "e-mail on our behalf, under contracts that limit their use of the data to providing those " +
          "services; and with authorities when the law requires it.",
      ],
    },
    {
      heading: "Advertising",
      paragraphs: [
        "{product} does not show third-party advertising and does not use advertising trackers. We " +
          "do not build advertising profiles and do not share your data with ad networks. If this " +
          "ever changes, we will update this policy and ask for your consent first where the law requires it.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use a small number of cookies that are needed for the site to work, such as the cookie " +
          "that keeps you signed in and a security token that protects forms. See our Cookie Policy for the full list.",
      ],
    },
    {
      heading: "Data retention",
      paragraphs: [PRIVACY_RETENTION_TEXT],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Depending on where you live, including under India's Digital Personal Data Protection Act, " +
          "2023 and the EU General Data Protection Regulation, you have the right to:",
      ],
      list: [
        `access the personal data we hold about you and get a copy of it: signed in, use [Download ` +
          `my data](${PRIVACY_RIGHTS_LINKS.download}) on your settings page;`,
        `correct data that is inaccurate or incomplete: your [profile](${PRIVACY_RIGHTS_LINKS.profile}), ` +
          `and your e-mail and password on your [settings page](${PRIVACY_RIGHTS_LINKS.settings});`,
        `have your data erased and your account closed: [Delete my account](${PRIVACY_RIGHTS_LINKS.delete}) on your settings page;`,
        `withdraw consent at any time: unsubscribe from the newsletter with one click, or switch any ` +
          `mail we send off under [Mail we send you](${PRIVACY_RIGHTS_LINKS.mail});`,
        "object to or restrict certain processing, and lodge a complaint with your data protection authority.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "We protect your data with encryption in transit (HTTPS), hashed passwords, httpOnly " +
          "session cookies, access controls and regular updates. No system is perfectly secure; if a " +
          "breach affects your data we will tell you and the relevant authority as the law requires.",
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        "{product} is not meant for children under 16. We do not knowingly collect personal data " +
          "from anyone under 16. If you believe a child has given us personal data, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We will post any change on this page with a new date, and for significant changes we will " +
          "tell registered users by e-mail before the change takes effect.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        `For questions about this policy or to exercise your rights, write to {email}. Our grievance ` +
          `officer can be reached at the same address and will respond within ${PRIVACY_RULES.grievanceDays} days.`,
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "This policy is governed by the laws of India. Any dispute about it is subject to the " +
          "exclusive jurisdiction of the courts in Bengaluru, Karnataka, without limiting any rights " +
          "you have under the laws of your own country.",
      ],
    },
    {
      heading: "Consent",
      paragraphs: [
        "By using {product} you acknowledge this policy. Where we rely on your consent, such as for " +
          "the newsletter, we ask for it separately and you can withdraw it at any time.",
      ],
    },
  ],
};

const terms: LegalDocument = {
  slug: "terms-of-service",
  title: "Terms of Service",
  label: "Terms of Service",
  summary: "The rules for using {product}: accounts, acceptable use, job listings, liability and the law that applies.",
  effective: "today",
  sections: [
    {
      heading: "Acceptance of these terms",
      paragraphs: [
        "By visiting or using {product} you agree to these terms. If you do not agree, please do not use the service.",
      ],
    },
    {
      heading: "Who may use the service",
      paragraphs: [
        "You must be at least 16 years old to create an account. You are responsible for the " +
          "accuracy of the information you give us and for keeping your password secret.",
      ],
    },
    {
      heading: "Job listings",
      paragraphs: [
        "Listings are collected from startups' own career pages or posted by employers. We curate " +
          "them but do not guarantee that a job is still open, or that its details are complete or " +
          "accurate. Applying happens on the employer's site, and any offer or employment is between " +
          "you and the employer.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: ["You agree not to:"],
      list: [
        "post false, misleading or discriminatory content, or listings for jobs that do not exist;",
        "scrape, copy or resell the listings or user data in bulk without our written permission;",
        "attempt to gain unauthorised access to accounts or systems, or disrupt the service;",
        "use the service to send spam or to collect data about other users.",
      ],
    },
    {
      heading: "Your content",
      paragraphs: [
        "You keep the rights to the profile and resume you upload. You give us permission to store " +
          "and display them as needed to provide the service to you. You can delete them at any time.",
      ],
    },
    {
      heading: "Privacy and data",
      paragraphs: [
        "How we collect, use, share and retain personal data, your rights over it, and our rules on " +
          "advertising, cookies, security and children under 16 are described in our Privacy Policy " +
          "and Cookie Policy, which form part of these terms.",
      ],
    },
    {
      heading: "Termination",
      paragraphs: [
        "You may close your account at any time. We may suspend or close accounts that break these terms, with notice where reasonable.",
      ],
    },
    {
      heading: "Disclaimers and liability",
      paragraphs: [
        'The service is provided "as is". To the extent the law allows, we are not liable for ' +
          "indirect or consequential losses, or for the acts of employers or other users. Nothing in " +
          "these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      heading: "Changes",
      paragraphs: [
        "We may update these terms. The effective date above shows the current version; continuing " +
          "to use the service after a change means you accept the updated terms.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India. The courts in Bengaluru, Karnataka have " +
          "exclusive jurisdiction, without limiting mandatory consumer protections of your country of residence.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: ["Questions about these terms: {email}."],
    },
  ],
};

const cookies: LegalDocument = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  label: "Cookie Policy",
  summary: "Which cookies {product} sets, what they do and how to control them.",
  effective: "today",
  sections: [
    {
      heading: "What cookies are",
      paragraphs: [
        "Cookies are small text files a website stores in your browser. Similar technologies include local storage. This policy covers both.",
      ],
    },
    {
      heading: "Cookies we use",
      paragraphs: ["We use only cookies that are strictly necessary for the site to work:"],
      list: [
        "Session cookie: keeps you signed in after you log in. It is httpOnly, cannot be read by " +
          "scripts, and expires when your session ends or after its validity period.",
        "Security (CSRF) token: protects forms and account actions from being triggered by other websites.",
        'Preference storage: remembers choices such as your username when you tick "remember me".',
      ],
    },
    {
      heading: "Advertising and analytics",
      paragraphs: [
        "We do not use advertising cookies, cross-site trackers or third-party analytics cookies. " +
          "If you sign in with Google, Google may set its own cookies under its privacy policy.",
      ],
    },
    {
      heading: "Managing cookies",
      paragraphs: [
        "You can block or delete cookies in your browser settings. If you block the necessary " +
          "cookies, you can still browse and search jobs, but you will not be able to sign in.",
      ],
    },
    {
      heading: "Retention",
      paragraphs: [
        "Session cookies last no longer than your session; the security token lasts as long as your " +
          "session; stored preferences stay until you clear them or sign out.",
      ],
    },
    {
      heading: "Consent",
      paragraphs: [
        "Because we use only strictly necessary cookies, we do not ask for cookie consent. We will ask before setting any other kind of cookie.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: ["Questions about cookies: {email}."],
    },
  ],
};

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [privacy, terms, cookies];

/**
 * SPEC §2 Legal: the document follows the URL. Containing terms-of-service
 * gives terms; cookie-policy gives cookies; privacy-policy, a path ending in
 * /legal, and anything else give privacy.
 */
export function legalDocumentFor(pathname: string): LegalDocument {
  if (pathname.includes("terms-of-service")) return terms;
  if (pathname.includes("cookie-policy")) return cookies;
  return privacy;
}

/**
 * A link inside a legal text, written `[words](/path)`: only a path on this site, so the documents cannot link away.
 * The page renders each as a link; `legalTextParts` splits a text into its words and links.
 */
const LEGAL_LINK = /\[([^\]]+)\]\((\/(?![/\\])[^)\s]*)\)/g;

export type LegalTextPart = { text: string; href?: string };

export function legalTextParts(text: string): LegalTextPart[] {
  const parts: LegalTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LEGAL_LINK)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

export function fillLegalText(text: string, values: { email: string; product: string }): string {
  return text.replaceAll("{email}", values.email).replaceAll("{product}", values.product);
}
