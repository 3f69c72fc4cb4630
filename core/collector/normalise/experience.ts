export interface ExperienceRange {
  min: number | null;
  max: number | null;
}

const MAX_YEARS = 50;
const years = "(?:years?|yrs?)";

/** The experience a posting asks for, when its text states it in years. */
export function parseExperience(text: string): ExperienceRange {
  const range = text.match(new RegExp(`(\\d{1,2})\\s*\\+?\\s*(?:-|–|—|to)\\s*(\\d{1,2})\\s*\\+?\\s*${years}`, "i"));
  if (range) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    if (min <= max && max <= MAX_YEARS) return { min, max };
  }
  const atLeast =
    text.match(
      new RegExp(`(?:at least|minimum(?: of)?|min\\.?|over|more than)\\s*(\\d{1,2})\\s*\\+?\\s*${years}`, "i"),
    ) ??
    text.match(new RegExp(`(\\d{1,2})\\s*\\+\\s*${years}`, "i")) ??
    text.match(new RegExp(`(\\d{1,2})\\s*${years}(?:\\s+of)?\\s+(?:\\w+\\s+){0,3}experience`, "i"));
  if (atLeast) {
    const min = Number(atLeast[1]);
    if (min <= MAX_YEARS) return { min, max: null };
  }
  return { min: null, max: null };
}

export function experienceFromMonths(months: number | undefined): ExperienceRange {
  if (typeof months !== "number" || !Number.isFinite(months) || months < 0) return { min: null, max: null };
  return { min: Math.min(MAX_YEARS, Math.round(months / 12)), max: null };
}
