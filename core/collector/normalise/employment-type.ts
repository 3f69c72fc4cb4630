import type { EmploymentType } from "../collector.schema";

/**
 * Each system spells job types its own way (FULL_TIME, FullTime, fulltime_permanent,
 * "Full-time", per-year contract...); all map onto SPEC §9's types. Remote is not a
 * type here: it is the workplace column.
 */
const rules: [RegExp, EmploymentType][] = [
  [/intern|trainee|apprentice/, "Internship"],
  [/temp|seasonal|casual/, "Temporary"],
  [/contract|freelance|consult|fixedterm|fixed_term|perdiem/, "Contract"],
  [/part/, "Part-time"],
  [/full|permanent|regular|salaried/, "Full-time"],
];

export function mapEmploymentType(value: string | undefined, title = ""): EmploymentType {
  const key = (value ?? "").toLowerCase().replace(/[\s-]+/g, "");
  for (const [pattern, type] of rules) if (key && pattern.test(key)) return type;
  // No usable type: the title often says it ("Summer Intern", "Contract Designer").
  const fromTitle = title.toLowerCase();
  if (/\bintern(ship)?\b/.test(fromTitle)) return "Internship";
  if (/\bcontract(or)?\b|\bfreelance\b/.test(fromTitle)) return "Contract";
  if (/\bpart[\s-]?time\b/.test(fromTitle)) return "Part-time";
  return "Full-time";
}
