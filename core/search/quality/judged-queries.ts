/**
 * The judged query set of issue 12: queries a person types into the board, each with the jobs of
 * the demo data (db/seed, default seed) they would expect on the first page, as grading rules.
 *
 * A job's grade for a query is the highest grade among the rules it meets (0 when none):
 * 3 = exactly what was asked, 2 = clearly what was meant, 1 = acceptable. A rule is met when every
 * condition it names holds: `title` (a pattern on the job title), `company` (exact name), `city`
 * (one of the localities), `skill` (one of the job's skills, case-insensitive; `allSkills`: all), `category` (exact
 * name), `remote` (workplace is remote). core/search/search-quality.test.ts scores the set.
 */
export interface JudgedRule {
  grade: 1 | 2 | 3;
  title?: RegExp;
  company?: string;
  companyStartsWith?: string;
  city?: string[];
  skill?: string[];
  /** Every one of these skills. */
  allSkills?: string[];
  category?: string;
  remote?: boolean;
}

export interface JudgedQuery {
  q: string;
  kind: "title" | "title and city" | "skill" | "company" | "typo" | "synonym" | "city";
  rules: JudgedRule[];
}

const exact = (title: string) => new RegExp(`^${title}$`, "i");
const within = (title: string) => new RegExp(`\\b${title}\\b`, "i");
/** A title query: the title itself (3), a seniority or other word around it (2), and the looser matches given. */
const titleQuery = (q: string, title: string, looser: JudgedRule[] = []): JudgedQuery => ({
  q,
  kind: "title",
  rules: [{ grade: 3, title: exact(title) }, { grade: 2, title: within(title) }, ...looser],
});
const inCity = (q: string, title: string, city: string[], looser: JudgedRule[] = []): JudgedQuery => ({
  q,
  kind: "title and city",
  rules: [{ grade: 3, title: within(title), city }, ...looser],
});
const company = (q: string, name: string): JudgedQuery => ({
  q,
  kind: "company",
  rules: [{ grade: 3, company: name }],
});
const city = (q: string, localities: string[], kind: JudgedQuery["kind"] = "city"): JudgedQuery => ({
  q,
  kind,
  rules: [{ grade: 2, city: localities }],
});
const skill = (q: string, names: string[]): JudgedQuery => ({ q, kind: "skill", rules: [{ grade: 2, skill: names }] });

export const judgedQueries: JudgedQuery[] = [
  // Exact titles: the title itself first, then the same title with a seniority.
  titleQuery("react developer", "react developer", [{ grade: 1, title: /react/i }]),
  titleQuery("product manager", "product manager", [{ grade: 1, title: /product/i, category: "Product Management" }]),
  titleQuery("data scientist", "data scientist", [{ grade: 1, category: "Data Science" }]),
  titleQuery("platform engineer", "platform engineer"),
  titleQuery("python developer", "python developer", [{ grade: 1, skill: ["Python"], title: /developer|engineer/i }]),
  titleQuery("machine learning engineer", "machine learning engineer", [
    { grade: 1, category: "Machine Learning & AI" },
  ]),
  titleQuery("ux designer", "ux designer", [{ grade: 1, title: /\bux\b/i }]),
  titleQuery("devops engineer", "devops engineer", [{ grade: 1, category: "DevOps & Cloud" }]),
  titleQuery("full stack developer", "full stack developer", [{ grade: 1, title: /full stack|stack developer/i }]),
  titleQuery("account executive", "account executive"),
  titleQuery("content writer", "content writer", [{ grade: 1, category: "Content & Copywriting" }]),
  titleQuery("engineering manager", "engineering manager"),
  titleQuery("graphic designer", "graphic designer", [{ grade: 1, category: "Graphic Design" }]),
  titleQuery("java developer", "java developer"),
  titleQuery("sdet", "sdet", [{ grade: 1, category: "Quality Assurance" }]),
  titleQuery("technical writer", "technical writer"),
  titleQuery("data engineer", "data engineer", [{ grade: 1, category: "Data Engineering" }]),

  // A title and a city, in today's or an older spelling.
  inCity("react developer mumbai", "react developer", ["Mumbai"], [{ grade: 1, title: /react/i, city: ["Mumbai"] }]),
  inCity(
    "python developer pune",
    "python developer",
    ["Pune"],
    [{ grade: 1, skill: ["Python"], title: /developer|engineer/i, city: ["Pune"] }],
  ),
  inCity(
    "data engineer bangalore",
    "data engineer",
    ["Bengaluru"],
    [{ grade: 1, category: "Data Engineering", city: ["Bengaluru"] }],
  ),
  inCity(
    "product manager gurgaon",
    "product manager",
    ["Gurugram"],
    [{ grade: 1, category: "Product Management", city: ["Gurugram"] }],
  ),
  inCity(
    "java developer noida",
    "java developer",
    ["Noida"],
    [{ grade: 1, skill: ["Java"], title: /developer|engineer/i, city: ["Noida"] }],
  ),
  // Every platform engineer of the demo data based in Hyderabad works remotely, so none is in the place (decision 172):
  // an engineer's job done in Hyderabad is the partial answer a person would take.
  inCity(
    "platform engineer hyderabad",
    "platform engineer",
    ["Hyderabad"],
    [{ grade: 1, title: /engineer/i, city: ["Hyderabad"] }],
  ),
  inCity("software engineer bombay", "software (engineer|developer)", ["Mumbai"]),
  inCity(
    "frontend engineer madras",
    "frontend engineer",
    ["Chennai"],
    [{ grade: 1, category: "Frontend Development", city: ["Chennai"] }],
  ),

  // Skills.
  skill("kubernetes", ["Kubernetes"]),
  skill("figma", ["Figma"]),
  skill("solidity", ["Solidity"]),
  skill("pytorch", ["PyTorch"]),
  skill("salesforce", ["Salesforce"]),
  {
    q: "react typescript",
    kind: "skill",
    rules: [
      { grade: 3, allSkills: ["React", "TypeScript"] },
      { grade: 2, title: /react/i, skill: ["TypeScript"] },
      { grade: 1, skill: ["React"] },
    ],
  },
  {
    q: "spark airflow",
    kind: "skill",
    rules: [
      { grade: 2, skill: ["Spark"] },
      { grade: 1, skill: ["Airflow"] },
    ],
  },

  // Companies.
  company("nimbus pay", "Nimbus Pay"),
  company("koala labs", "Koala Labs"),
  company("saffron ai", "Saffron AI"),
  { q: "kestrel", kind: "company", rules: [{ grade: 3, companyStartsWith: "Kestrel" }] },

  // Typos.
  { ...titleQuery("pyhton developer", "python developer"), kind: "typo" },
  { ...titleQuery("raect developer", "react developer"), kind: "typo" },
  { ...skill("kubernets", ["Kubernetes"]), kind: "typo" },
  { ...titleQuery("machne learning engineer", "machine learning engineer"), kind: "typo" },
  {
    ...titleQuery("frontend enginer", "frontend engineer", [{ grade: 1, category: "Frontend Development" }]),
    kind: "typo",
  },

  // Synonyms and short forms.
  {
    q: "sde",
    kind: "synonym",
    rules: [
      { grade: 3, title: /^software (engineer|developer)$/i },
      { grade: 2, title: /software (engineer|developer)/i },
    ],
  },
  {
    q: "ml engineer",
    kind: "synonym",
    rules: [
      { grade: 3, title: exact("machine learning engineer") },
      { grade: 2, title: within("machine learning engineer") },
      { grade: 1, category: "Machine Learning & AI" },
    ],
  },
  {
    q: "fe engineer",
    kind: "synonym",
    rules: [
      { grade: 3, title: exact("frontend engineer") },
      { grade: 2, title: within("frontend engineer") },
      { grade: 1, category: "Frontend Development" },
    ],
  },
  {
    q: "pm",
    kind: "synonym",
    rules: [
      { grade: 3, title: exact("product manager") },
      { grade: 2, title: within("product manager") },
    ],
  },
  {
    q: "sre",
    kind: "synonym",
    rules: [
      { grade: 3, title: exact("site reliability engineer") },
      { grade: 2, title: within("site reliability engineer") },
    ],
  },

  // Cities, in today's and older spellings.
  city("bangalore", ["Bengaluru"]),
  city("gurgaon", ["Gurugram"]),
  city("bombay", ["Mumbai"]),
  city("madras", ["Chennai"]),
  city("calcutta", ["Kolkata"]),
  city("cochin", ["Kochi"]),
  city("delhi", ["New Delhi"]),
  city("ncr", ["New Delhi", "Gurugram", "Noida"], "synonym"),
  { q: "remote", kind: "city", rules: [{ grade: 2, remote: true }] },
];
