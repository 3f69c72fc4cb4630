import { z } from "../shared/zod";
import { registerSchema, text } from "../accounts/browser";

/**
 * The candidate profile form (SPEC §3, §5), one schema for the page (in the
 * browser, as fields are touched), the page action and the API's 'candidate'
 * part. Browser-safe: zod only.
 */
export const PROFILE_MESSAGES = {
  fullName: "Please provide your full name",
  invalidForm: "Please fill in all required fields correctly.",
  updated: "Profile updated successfully!",
  loadFailed: "Error loading profile. Please try again.",
  experience: "Please choose your years of experience (0 to 30)",
  tooManySkills: "You can list at most 50 skills",
  skillTooLong: "Each skill can be at most 60 characters",
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
} as const;

export const PROFILE_EXPERIENCE_MAX = 30;
export const PROFILE_SKILLS_MAX = 50;
export const SKILL_MAX_LENGTH = 60;

/** 0 to 30, each with its word: '1 year', '4 years' (SPEC §5). */
export const EXPERIENCE_OPTIONS = Array.from({ length: PROFILE_EXPERIENCE_MAX + 1 }, (_, years) => ({
  value: String(years),
  label: `${years} ${years === 1 ? "year" : "years"}`,
}));

const optionalText = (label: string, max: number) =>
  text().trim().max(max, PROFILE_MESSAGES.tooLong(label, max)).optional();

/** Skills come as a list (API) or a comma string (the form's hidden field, older clients); stored as a de-duplicated list. */
export function splitSkills(value: unknown): unknown {
  if (typeof value === "string") return value.split(",");
  return value;
}

const skillsField = z.preprocess(
  splitSkills,
  z
    .array(text({ error: "Skills must be text" }).trim().max(SKILL_MAX_LENGTH, PROFILE_MESSAGES.skillTooLong), {
      error: "Skills must be a list",
    })
    // Checked before the empty entries are dropped too, so that a list of 1,000 blanks is refused, not stored empty.
    .max(PROFILE_SKILLS_MAX * 2, PROFILE_MESSAGES.tooManySkills)
    .transform(uniqueSkills)
    .pipe(z.array(z.string()).max(PROFILE_SKILLS_MAX, PROFILE_MESSAGES.tooManySkills)),
);

/** Blank entries dropped; the first spelling of a skill kept when it comes twice in other cases. */
export function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim().replace(/\s+/g, " ");
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    kept.push(skill);
  }
  return kept;
}

const experienceField = z.preprocess(
  (value) =>
    value === "" || value === null || value === undefined
      ? undefined
      : typeof value === "string"
        ? Number(value)
        : value,
  z
    .number({ error: PROFILE_MESSAGES.experience })
    .int(PROFILE_MESSAGES.experience)
    .min(0, PROFILE_MESSAGES.experience)
    .max(PROFILE_EXPERIENCE_MAX, PROFILE_MESSAGES.experience)
    .optional(),
);

/** An empty phone clears it (''); a given one follows registration's rule. */
const phoneField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? "" : value),
  z.union([z.literal(""), registerSchema.shape.phone]).optional(),
);

export const profileSchema = z.object({
  name: text({ error: PROFILE_MESSAGES.fullName })
    .trim()
    .min(1, PROFILE_MESSAGES.fullName)
    .max(120, PROFILE_MESSAGES.tooLong("Full name", 120)),
  phone: phoneField,
  desiredjobtitle: optionalText("Desired job title", 120),
  industry: optionalText("Preferred industry", 120),
  yoexp: experienceField,
  skills: skillsField.optional(),
  location: optionalText("Preferred location", 120),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** The form's values as strings (skills as one comma string), for useZodForm. */
export interface ProfileFormValues extends Record<string, string> {
  name: string;
  phone: string;
  desiredjobtitle: string;
  industry: string;
  yoexp: string;
  skills: string;
  location: string;
}
