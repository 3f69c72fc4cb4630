import type { City, categoryNames } from "./catalog-data";

/**
 * The demo's pay (decision 183): a yearly range from the city's pay for a mid-level engineer, the level and the
 * category; an internship's monthly stipend (in India ₹10,000-50,000 a month). `roll` (0 to 1) is the posting's own
 * spread around the middle, so two similar jobs in one city do not pay exactly alike.
 */
type CategoryName = (typeof categoryNames)[number];

/** What a category pays beside a software engineer of the same level in the same city. */
const categoryPay: Record<CategoryName, number> = {
  "Software Engineering": 1,
  "Frontend Development": 0.95,
  "Backend Development": 1,
  "Full Stack Development": 1,
  "Mobile Development": 0.95,
  "DevOps & Cloud": 1,
  "Data Science": 0.95,
  "Machine Learning & AI": 1.15,
  "Data Engineering": 1,
  "Product Management": 1.1,
  "UX/UI Design": 0.85,
  "Graphic Design": 0.55,
  "Quality Assurance": 0.75,
  Cybersecurity: 0.95,
  Sales: 0.7,
  Marketing: 0.75,
  Growth: 0.8,
  "Content & Copywriting": 0.55,
  "Customer Success": 0.55,
  Operations: 0.65,
  Finance: 0.8,
  "Human Resources": 0.6,
  Legal: 0.85,
  "Business Development": 0.7,
  "Engineering Management": 1.25,
  Blockchain: 1.05,
  "Embedded & Hardware": 0.85,
  "IT & Support": 0.5,
  Research: 1.1,
  Healthcare: 0.6,
};

export const stipendLimitsInr = [10_000, 50_000] as const;

export function categoryPayOf(category: string): number {
  return category in categoryPay ? categoryPay[category as CategoryName] : 1;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** A yearly range: ±20% around the middle, in steps of ₹50,000 (half a lakh) or 1,000 of another currency. */
export function yearlyPayRange(city: City, levelPay: number, category: string, roll: number): [number, number] {
  const middle = city.midSalary * levelPay * categoryPayOf(category) * (0.8 + roll * 0.5);
  const step = city.currency === "INR" ? 50_000 : 1_000;
  return [roundTo(middle * 0.85, step), roundTo(middle * 1.25, step)];
}

/** A monthly stipend: about 1.25% of the city's mid-level yearly pay, in steps of ₹1,000 (or 100), and in India kept to ₹10k-50k. */
export function monthlyStipendRange(city: City, category: string, roll: number): [number, number] {
  const middle = city.midSalary * 0.0125 * Math.max(0.8, categoryPayOf(category)) * (0.8 + roll * 0.5);
  const step = city.currency === "INR" ? 1_000 : 100;
  const low = roundTo(middle * 0.85, step);
  const high = roundTo(middle * 1.25, step);
  if (city.currency !== "INR") return [low, high];
  const [floor, ceiling] = stipendLimitsInr;
  const min = Math.min(Math.max(low, floor), ceiling - 5_000);
  return [min, Math.min(Math.max(high, min + 5_000), ceiling)];
}
