import type { EXPERIENCE_LEVELS } from "../shared/constants";

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Words that make a title a first job, whatever else it says ('Product Manager Intern'). */
const ENTRY_WORDS = /\b(intern|internship|junior|jr|trainee|fresher|graduate|entry)\b/;
/** Senior individual contributors and those who lead without managing ('Tech Lead', 'Staff Engineer'). */
const LEAD_WORDS = /\b(lead|staff|principal|architect)\b/;
/** Words that always mean managing people, or managers of managers ('Head of Growth', 'CTO'). */
const MANAGEMENT_WORDS = /\b(head|director|vp|chief|ceo|cto|cfo|coo|cpo|cmo|cio|ciso)\b/;
/**
 * Role names that end in 'manager' but name a thing the person looks after, not a team they run. Career ladders keep
 * them individual contributors at every rank (Senior Product Manager, Principal Program Manager) and call the people
 * managers above them Group Product Manager, Head of or Director. A closed list: a 'manager' not named here
 * (Engineering, Sales, Marketing, Operations, Store) names a function or a place someone runs and stays a people
 * manager, as before (decision 235). Plurals count ('Key Accounts Manager', 'Partnerships Manager').
 */
const ROLE_NAMES = [
  "product",
  "product marketing",
  "project",
  "program",
  "programme",
  "account",
  "relationship",
  "success", // customer or client success
  "community",
  "partner",
  "partnership",
  "territory",
  "category",
  "brand",
  "content",
  "social media",
  "campaign",
  "growth",
];
/** One of the role names before 'manager', unless 'group' comes first: a Group Product Manager manages PMs. */
const ROLE_NAME_MANAGER = new RegExp(
  `\\b(?<!group\\s)(?:${ROLE_NAMES.map((name) => name.replace(" ", "\\s+")).join("|")})s?\\s+manager\\b`,
  "g",
);
const SENIOR_WORDS = /\b(senior|sr)\b/;

/**
 * The experience level of a job, from words in its title, else from the years it asks for. The level is what a
 * candidate of that level looks for: 'Manager' means managing people, so 'Senior Product Manager' is Senior and a
 * plain 'Product Manager' is placed by the years asked, like any other individual contributor (decision 235).
 */
export function experienceLevelOf(title: string, minExperience: number | null): ExperienceLevel {
  const text = title.toLowerCase();
  if (ENTRY_WORDS.test(text)) return "Entry Level";
  if (LEAD_WORDS.test(text)) return "Lead";
  if (MANAGEMENT_WORDS.test(text)) return "Manager";
  // A 'manager' left once the role names are taken out manages people ('Product Manager / Engineering Manager').
  if (text.includes("manager") && /\bmanager\b/.test(text.replace(ROLE_NAME_MANAGER, " "))) return "Manager";
  if (SENIOR_WORDS.test(text)) return "Senior";
  if (minExperience == null) return "Mid Level";
  if (minExperience < 2) return "Entry Level";
  if (minExperience < 5) return "Mid Level";
  return "Senior";
}
