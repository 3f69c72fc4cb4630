import { categoryRoles } from "../../db/seed/catalog-data";

/**
 * The skills vocabulary: every skill the categories hire for, plus common ones.
 * Short words that are also English ("Go", "R", "Swift", "Spark") only count when
 * written with their capital, so "go to market" does not make a Go job.
 */
const extraSkills = [
  "C++",
  "C#",
  "Rust",
  "Ruby",
  "Ruby on Rails",
  "PHP",
  "Laravel",
  "Django",
  "Flask",
  "FastAPI",
  "Scala",
  "Elixir",
  "Vue.js",
  "Angular",
  "Svelte",
  "Tailwind CSS",
  "Node.js",
  "NestJS",
  "MySQL",
  "MongoDB",
  "Elasticsearch",
  "DynamoDB",
  "Cassandra",
  "RabbitMQ",
  "Linux",
  "Bash",
  "Jenkins",
  "GitHub Actions",
  "Helm",
  "Solidity",
  "Web3",
  "Ethereum",
  "Embedded C",
  "RTOS",
  "Verilog",
  "Figma",
  "Excel",
  "Salesforce",
  "SEO",
  "SEM",
  "Google Analytics",
  "Copywriting",
  "LangChain",
  "OpenAI",
  "Generative AI",
  "Microsoft Office",
  "Communication",
];
const caseSensitive = new Set([
  "Go",
  "React",
  "Express",
  "Redux",
  "Flutter",
  "Helm",
  "R",
  "Swift",
  "Spark",
  "Dart",
  "Rust",
  "Excel",
  "REST",
  "Communication",
  "Analytics",
  "Healthcare",
  "Operations",
  "Branding",
  "Typography",
]);
const aliases: Record<string, string> = {
  Golang: "Go",
  NodeJS: "Node.js",
  "Node JS": "Node.js",
  ReactJS: "React",
  "React.js": "React",
  Postgres: "PostgreSQL",
  K8s: "Kubernetes",
  "Amazon Web Services": "AWS",
  "Google Cloud": "GCP",
  JS: "JavaScript",
  TS: "TypeScript",
};

const vocabulary = [...new Set([...Object.values(categoryRoles).flatMap((role) => role.skills), ...extraSkills])];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
interface Matcher {
  name: string;
  pattern: RegExp;
}
const matchers: Matcher[] = [
  ...vocabulary.map((name) => ({
    name,
    pattern: new RegExp(`(?<![\\w+#.])${escape(name)}(?![\\w+#]|\\.\\w)`, caseSensitive.has(name) ? "" : "i"),
  })),
  ...Object.entries(aliases).map(([alias, name]) => ({
    name,
    pattern: new RegExp(`(?<![\\w+#.])${escape(alias)}(?![\\w+#]|\\.\\w)`, alias.length <= 3 ? "" : "i"),
  })),
];

const MAX_SKILLS = 15;

/** Skills from the vocabulary that the title or text names, in vocabulary order, as the comma string jobs.skills holds. */
export function findSkills(title: string, text: string): string {
  const haystack = `${title}\n${text}`;
  const found: string[] = [];
  for (const matcher of matchers) {
    if (found.length >= MAX_SKILLS) break;
    if (!found.includes(matcher.name) && matcher.pattern.test(haystack)) found.push(matcher.name);
  }
  return found.join(", ");
}
