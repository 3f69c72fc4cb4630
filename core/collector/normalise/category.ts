import { categoryNames } from "../../../db/seed/catalog-data";

export type CategoryName = (typeof categoryNames)[number];

/**
 * One of the 30 categories, from the title first (most specific rule first), then
 * from the department. Order matters: "Data Engineer" is Data Engineering, not
 * Software Engineering; "Engineering Manager" is management.
 */
const rules: [RegExp, CategoryName][] = [
  [
    /\b(engineering manager|head of engineering|vp,? engineering|director of engineering|cto)\b/i,
    "Engineering Management",
  ],
  [
    /\b(machine learning|ml|ai|artificial intelligence|nlp|computer vision|llm|deep learning|applied scientist)\b/i,
    "Machine Learning & AI",
  ],
  [/\b(data engineer|etl|big data|data platform|analytics engineer)\b/i, "Data Engineering"],
  [/\b(data scien\w*|data analyst|business analyst|analytics|bi analyst|statistician)\b/i, "Data Science"],
  [/\b(blockchain|web3|solidity|smart contracts?|crypto)\b/i, "Blockchain"],
  [/\b(embedded|firmware|hardware|fpga|vlsi|electronics)\b/i, "Embedded & Hardware"],
  [/\b(security|soc analyst|penetration|appsec|infosec|cyber\w*)\b/i, "Cybersecurity"],
  [/\b(qa|quality assurance|sdet|test automation|tester|testing)\b/i, "Quality Assurance"],
  [/\b(devops|sre|site reliability|cloud engineer|infrastructure|platform engineer(?:ing)?)\b/i, "DevOps & Cloud"],
  [/\b(android|ios|mobile|flutter|react native)\b/i, "Mobile Development"],
  [/\b(full[\s-]?stack|mern|mean stack)\b/i, "Full Stack Development"],
  [/\b(front[\s-]?end|react developer|ui engineer|web developer|angular|vue)\b/i, "Frontend Development"],
  [/\b(back[\s-]?end|api engineer|node\.?js developer|server[\s-]side)\b/i, "Backend Development"],
  [/\b(product manager|product owner|apm|product management|head of product)\b/i, "Product Management"],
  [/\b(ux|ui\/ux|ui designer|product designer|user research\w*|interaction designer)\b/i, "UX/UI Design"],
  [/\b(graphic|visual designer|brand designer|motion designer|illustrator)\b/i, "Graphic Design"],
  [/\b(it support|help ?desk|system administrator|sysadmin|it admin\w*|desktop support)\b/i, "IT & Support"],
  [/\b(business development|partnerships?|bdm)\b/i, "Business Development"],
  [/\b(sales|account executive|sdr|bdr|inside sales)\b/i, "Sales"],
  [/\b(growth)\b/i, "Growth"],
  [/\b(content|copywriter|writer|editor)\b/i, "Content & Copywriting"],
  [/\b(marketing|seo|sem|brand|social media|performance marketing)\b/i, "Marketing"],
  [/\b(customer success|customer support|support|account manager|customer experience)\b/i, "Customer Success"],
  [/\b(finance|accountant|accounting|controller|fp&a|treasury|payroll|tax)\b/i, "Finance"],
  [/\b(recruiter|talent acquisition|hr|human resources|people ops|people partner)\b/i, "Human Resources"],
  [/\b(legal|counsel|lawyer|paralegal|compliance)\b/i, "Legal"],
  [/\b(clinical|medical|nurse|doctor|pharma\w*|health\w*)\b/i, "Healthcare"],
  [/\b(research|scientist|researcher)\b/i, "Research"],
  [/\b(operations|ops|logistics|supply chain|program manager)\b/i, "Operations"],
  [/\b(engineer|developer|programmer|sde|swe)\b/i, "Software Engineering"],
];

function match(text: string | undefined): CategoryName | null {
  if (!text) return null;
  for (const [pattern, name] of rules) if (pattern.test(text)) return name;
  return null;
}

export function categorise(title: string, department?: string): CategoryName | null {
  return match(title) ?? match(department);
}
