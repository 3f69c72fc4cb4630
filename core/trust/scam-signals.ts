import { isPersonalMailDomain } from "./email-domains";
import type { HoldReason } from "./job-holds";
import { isUncomparable, type PayBand, type PayYardstick } from "./pay-bands";
import { publicSuffixList } from "../shared/public-suffix-list";

/**
 * Scam signals of a posting (decision 126): what Indian job scams look like in public descriptions
 * (registration / training fees, security deposits, 'task' payments, UPI ids, chats on WhatsApp or
 * Telegram, free-mail recruiters, look-alike or shortened links, pay no real job of the kind pays),
 * in English and Hinglish. Each signal names the words that raised it, for the admin who reviews.
 * Measured on the labelled set of tests/fixtures/scam-signals/ by scam-signals.test.ts.
 */
export interface PostingText {
  title: string;
  /** Plain text or the stored HTML (tags are dropped). */
  description: string;
  applyUrl: string | null;
  companyWebsite: string | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  /** The board's own pay for the category, or the word that it cannot be compared (pay-bands.ts); none: no pay check. */
  payBand?: PayYardstick | null;
}

/** Fees that only a job seeker is ever charged: named with or without an amount. */
const FEE_WORDS = String.raw`(?:registration|regn?\.?|registeration|joining|training|kit|onboarding|document(?:ation)?|id\s*card|uniform|interview|background\s*check|placement|enrol(?:l)?ment|activation|gate\s*pass)`;
/** Fees that are also ordinary business words (a loan's processing fee, a merchant's application fee): only with an amount. */
const AMBIGUOUS_FEE_WORDS = String.raw`(?:processing|verification|form|application|insurance|medical|visa|courier|certification|course|legal|service|exam|security)`;
const MONEY = String.raw`(?:₹|rs\.?|inr|rupees?)\s*\d[\d,]*`;
/** An amount with the currency before or after it ('Rs 500', '500 rupaye', '2500/-'). */
const AMOUNT = String.raw`(?:${MONEY}|\d[\d,]*\s*(?:\/-|rs\b\.?|rupaye|rupees?|rupiya|inr\b|₹))`;
const HINGLISH_PAY = String.raw`(?:jama|dena|dene|deni|dijiye|dein|do|bhej\w*|bharn[ai]|bhare|lagega|lagegi|lagenge|karwani|karwana|upi\s*karo)`;

/** Asking the candidate for money, in English and Hinglish; the first that matches names the words for the admin (with the amount when one is given). */
const MONEY_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:${FEE_WORDS}|${AMBIGUOUS_FEE_WORDS})\s*(?:\w+\s+){0,2}(?:fee|fees|charges?|cost|amount)\s*(?:of|is|:|-)?\s*${AMOUNT}`,
    "i",
  ),
  new RegExp(String.raw`\b${FEE_WORDS}\s*(?:fee|fees|charges?|amount|cost|payment)\b`, "i"),
  new RegExp(String.raw`${AMOUNT}\s*(?:only\s*)?(?:\w+\s+){0,2}(?:fee|fees|charges?)\b`, "i"),
  new RegExp(
    String.raw`${AMOUNT}\s*(?:only\s*)?(?:for|towards|ke\s+liye|ka|ki|ke)\s+(?:the\s+|your\s+)?(?:${FEE_WORDS}|${AMBIGUOUS_FEE_WORDS})`,
    "i",
  ),
  /\b(?:refundable|security|caution)\s*(?:deposit|amount|money|fee)\b(?=[^.!?\n]{0,30}(?:\d|refundable|wapas))/i,
  /\brefundable\s+(?:security|caution)?\s*(?:deposit|amount|money|fee)\b/i,
  new RegExp(
    String.raw`\b(?:pay|deposit|transfer|send|jama\s*kar\w*|bhej\w*|de(?:na|ne|ni)?)\s+(?:of\s+|only\s+|just\s+)?(?:${MONEY}|\d[\d,]{2,}\b)`,
    "i",
  ),
  new RegExp(
    String.raw`${AMOUNT}\s*(?:\/-\s*)?(?:only\s*)?(?:pay|deposit|jama|dena|dene|dijiye|bhejiye|bhejna|transfer|fee|fees|charges?|registration)`,
    "i",
  ),
  new RegExp(String.raw`${AMOUNT}[^.!?\n]{0,25}?\b${HINGLISH_PAY}\b`, "i"),
  new RegExp(
    String.raw`\b(?:register|registration|join|activate|sign\s*up)\w*\s+(?:now\s+)?(?:for|with|@)\s+(?:just\s+|only\s+)?${AMOUNT}`,
    "i",
  ),
  /\b[\w.-]{2,}@(?:upi|ybl|ibl|axl|okaxis|oksbi|okhdfcbank|okicici|paytm|apl|yapl|jupiteraxis|freecharge|pingpay|waicici|wahdfcbank|icici|sbi|axisbank|hdfcbank)\b/i,
  /\b(?:upi|gpay|google\s*pay|phone\s*pe|phonepe|paytm)\s*(?:id|number|no\.?|pe|par|karo|kare|karein|kijiye|to)\b/i,
  /\b(?:fees?|charges?|paise|paisa|rupaye|shulk|payment)\s+(?:jama|dena|dene|deni|lagega|lagegi|lagenge|bharna|bharni|bhare|karna|karni)\b/i,
  /\b(?:jama|bharna|dena)\s+(?:hoga|hogi|honge|padega|padegi|padenge)\b/i,
  /\b(?:task|prepaid|recharge|investment)\s*(?:payment|deposit|amount|fee|task)s?\b/i,
  /\bpay\s+(?:a|the|an)\s+(?:small|one[-\s]time|nominal|refundable)?\s*(?:fee|deposit|amount|charge)/i,
  /\b(?:advance|upfront)\s+(?:payment|fee|amount|deposit)\b/i,
];

/** 'we pay ₹1,00,000 towards your setup': the employer paying, not asking. */
const EMPLOYER_PAYS = /\b(?:we|company|employer|will|shall|who|they)\s+(?:will\s+)?$/i;

/** Phrases that say the opposite ('no registration fee', 'we never charge'); a hit inside one is not counted. */
const NEGATED =
  /\b(?:no|never|not|zero|without|free\s+of|don'?t|doesn'?t|won'?t|nahi|nahin|koi\s+bhi|beware|scams?|fraud\w*)\b[^.!?\n]{0,40}$/i;

const CHAT = /\b(?:whats\s*app|watsapp|whatsup|wa\.me|telegram|t\.me|tg)\b/i;
/** A Telegram or WhatsApp handle near the chat word ('Telegram pe @hr_priya'). */
const HANDLE = /(?:whats\s*app|telegram|tg)\W{0,3}(?:\w+\s+){0,3}@[a-z]\w{3,}/i;
const PHONE = /(?:\+?91[\s-]*)?\b[6-9]\d{4}[\s-]?\d{5}\b/;
const CHAT_HOSTS = new Set([
  "wa.me",
  "api.whatsapp.com",
  "chat.whatsapp.com",
  "web.whatsapp.com",
  "whatsapp.com",
  "t.me",
  "telegram.me",
  "telegram.dog",
]);

/** Common URL shorteners (there is no maintained package of them; decision 126 lists the source). */
const SHORTENERS = new Set([
  "bit.ly",
  "bitly.com",
  "tinyurl.com",
  "goo.gl",
  "t.co",
  "ow.ly",
  "is.gd",
  "buff.ly",
  "rebrand.ly",
  "cutt.ly",
  "shorturl.at",
  "rb.gy",
  "tiny.cc",
  "bl.ink",
  "short.io",
  "s.id",
  "v.gd",
  "shorte.st",
  "adf.ly",
  "linktr.ee",
  "t.ly",
  "urlz.fr",
  "clck.ru",
  "qr.ae",
  "lnkd.in",
  "forms.gle",
  "tiny.one",
  "shrtco.de",
  "surl.li",
  "u.to",
  "x.co",
  "zpr.io",
  "kutt.it",
  "y2u.be",
  "bitly.ws",
  "short.gy",
  "inx.lv",
]);

/** Hosts where real companies take applications (applicant tracking systems and job boards). */
const ATS = new Set([
  "greenhouse.io",
  "lever.co",
  "myworkdayjobs.com",
  "workday.com",
  "smartrecruiters.com",
  "ashbyhq.com",
  "workable.com",
  "recruitee.com",
  "bamboohr.com",
  "jobvite.com",
  "icims.com",
  "taleo.net",
  "successfactors.com",
  "successfactors.eu",
  "oraclecloud.com",
  "freshteam.com",
  "zohorecruit.com",
  "zohorecruit.in",
  "keka.com",
  "darwinbox.in",
  "darwinbox.com",
  "naukri.com",
  "linkedin.com",
  "indeed.com",
  "instahyre.com",
  "hirist.com",
  "hirist.tech",
  "iimjobs.com",
  "cutshort.io",
  "wellfound.com",
  "angel.co",
  "breezy.hr",
  "teamtailor.com",
  "personio.de",
  "personio.com",
  "jazzhr.com",
  "applytojob.com",
  "rippling.com",
  "dover.com",
  "turbohire.co",
  "superset.com",
  "springrecruit.com",
  "hirequotient.com",
  "mynexthire.com",
  "peoplestrong.com",
  "skillate.com",
  "foundit.in",
]);

const EMAIL = /\b[\w.+-]+@([\w-]+(?:\.[\w-]+)+)\b/g;

function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#8377;|&#x20b9;/gi, "₹")
    .replace(/\s+/g, " ");
}

function firstUnnegated(text: string, pattern: RegExp): string | null {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  for (const match of text.matchAll(global)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 60), match.index ?? 0);
    const sentenceStart = Math.max(before.lastIndexOf("."), before.lastIndexOf("!"), before.lastIndexOf("?"));
    if (NEGATED.test(before.slice(sentenceStart + 1))) continue;
    if (/^(?:pay|deposit|transfer|send)\b/i.test(match[0]) && EMPLOYER_PAYS.test(before)) continue;
    // 'no fee' after the phrase: "registration fee: nil", "... fee is not required"
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 30);
    if (
      /^\W{0,3}(?:nil|none|zero|not\s+(?:required|applicable|charged)|is\s+not\b|nahi|nahin|free\b|waived)/i.test(after)
    )
      continue;
    return match[0].trim();
  }
  return null;
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "mailto:") return null;
    return (
      publicSuffixList()
        .getHostname(url)
        ?.toLowerCase()
        .replace(/^www\./, "") ?? null
    );
  } catch {
    return null;
  }
}

/** Private suffixes count (decision 160): acme.github.io and evil.github.io are two owners, not one. */
function registrable(host: string): string {
  return publicSuffixList().getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** The brand part of a registrable domain ('infosys' of infosys.co.in), for 'the same company on another TLD'. */
function brand(domain: string): string {
  return domain.split(".")[0] ?? domain;
}

function midpoint(min: number | null | undefined, max: number | null | undefined): number | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low == null || high == null || high <= 0) return null;
  return (low + high) / 2;
}

/** How far above what 95% of the category's jobs pay is far outside; a converted band allows this many times more. */
const HIGH_OUTLIER = 2.5;
/**
 * The same role abroad pays several times India's pay in rupees, and a rough rate is a blunt yardstick: a band
 * converted from rupees (decision 205) holds only pay ten times its top, where an ordinary foreign salary seldom is.
 */
const CONVERTED_HIGH_ALLOWANCE = 4;
/** How far under the category's cheapest 5% is far outside, converted or not: pay abroad seldom runs below India's. */
const LOW_OUTLIER = 4;

/** Far outside: more than 2.5 times what 95% of the category's jobs pay (4 times that for a converted band), or under a quarter of its cheapest 5%. */
export function isPayOutlier(mid: number, band: PayBand): boolean {
  const highFactor = band.converted ? HIGH_OUTLIER * CONVERTED_HIGH_ALLOWANCE : HIGH_OUTLIER;
  return mid > band.high * highFactor || mid < band.low / LOW_OUTLIER;
}

/** The pay reason, if any: an outlier against its band, or pay the board cannot compare (decision 205). */
function payReason(mid: number, yardstick: PayYardstick): HoldReason | null {
  if (isUncomparable(yardstick))
    return {
      code: "pay_uncomparable",
      detail: `${yardstick.uncomparable}: no band of its own in the category and no rough rate to its ₹ band`,
    };
  if (!isPayOutlier(mid, yardstick)) return null;
  const against = `${Math.round(mid)} against ${Math.round(yardstick.low)}-${Math.round(yardstick.high)}`;
  const converted = yardstick.converted;
  return {
    code: "pay_outlier",
    detail: converted
      ? `${against} for the category: its ₹ band converted at rough rates (₹${converted.rupeesPerUnit} a ${converted.to})`
      : `${against} for the category`,
  };
}

export function scamSignalsOf(posting: PostingText): HoldReason[] {
  const reasons: HoldReason[] = [];
  const text = `${posting.title} . ${plain(posting.description)}`;

  for (const pattern of MONEY_PATTERNS) {
    const hit = firstUnnegated(text, pattern);
    if (hit) {
      reasons.push({ code: "asks_money", detail: `“${hit}”` });
      break;
    }
  }

  const applyHost = hostOf(posting.applyUrl);
  const chatWord = text.match(CHAT);
  const phone = text.match(PHONE);
  if (applyHost && CHAT_HOSTS.has(applyHost)) reasons.push({ code: "chat_apply", detail: `Apply link ${applyHost}` });
  else if (chatWord && (phone || /wa\.me|t\.me/i.test(chatWord[0])))
    reasons.push({ code: "chat_apply", detail: `“${chatWord[0]}${phone ? ` ${phone[0]}` : ""}”` });
  else if (HANDLE.test(text)) reasons.push({ code: "chat_apply", detail: `“${text.match(HANDLE)?.[0] ?? ""}”` });

  const mailto = posting.applyUrl?.toLowerCase().startsWith("mailto:") ? posting.applyUrl.slice(7) : "";
  for (const match of `${mailto} ${text}`.matchAll(EMAIL)) {
    if (isPersonalMailDomain(match[1])) {
      reasons.push({ code: "free_mail_apply", detail: match[0] });
      break;
    }
  }

  if (applyHost && !CHAT_HOSTS.has(applyHost)) {
    const applyDomain = registrable(applyHost);
    if (SHORTENERS.has(applyHost) || SHORTENERS.has(applyDomain))
      reasons.push({ code: "url_shortener", detail: applyHost });
    else {
      const siteHost = hostOf(posting.companyWebsite);
      const siteDomain = siteHost ? registrable(siteHost) : null;
      const related = siteDomain !== null && (applyDomain === siteDomain || brand(applyDomain) === brand(siteDomain));
      if (!related && !ATS.has(applyDomain))
        reasons.push({ code: "apply_domain", detail: `${applyHost}${siteDomain ? ` (company: ${siteDomain})` : ""}` });
    }
  }

  const mid = midpoint(posting.salaryMin, posting.salaryMax);
  const pay = mid !== null && posting.payBand ? payReason(mid, posting.payBand) : null;
  if (pay) reasons.push(pay);
  return reasons;
}
