import { findSkills } from "../shared/skills";

/**
 * Skills read from a resume, in the board's own vocabulary (the one the collector
 * tags jobs with, core/shared/skills.ts), so that an offered skill is
 * one that jobs are matched on.
 */
export function skillsInText(text: string): string[] {
  // In the order the resume names them (a skill found through an alias goes last).
  const lower = text.toLowerCase();
  const at = (skill: string) => {
    const position = lower.indexOf(skill.toLowerCase());
    return position < 0 ? Number.MAX_SAFE_INTEGER : position;
  };
  return splitFound(findSkills("", text)).sort((a, b) => at(a) - at(b));
}

/** A profile skill in the vocabulary's spelling ('ReactJS' → 'React'); other skills as written. */
export function canonicalSkill(skill: string): string {
  const found = splitFound(findSkills(skill, ""));
  // One vocabulary skill (or alias) makes up the entry; several ('React Native' holds 'React') keep it as written.
  return found.length === 1 ? found[0] : skill;
}

/** True when the name is a skill of the vocabulary exactly as spelled there. */
export function isVocabularySkill(name: string): boolean {
  return splitFound(findSkills(name, "")).includes(name);
}

/** The skills found that the profile does not list yet (compared in the vocabulary's spelling). */
export function skillsToOffer(found: string[], profileSkills: string[]): string[] {
  const have = new Set(profileSkills.map((skill) => canonicalSkill(skill).toLowerCase()));
  return found.filter((skill) => !have.has(skill.toLowerCase()));
}

/** 'Kubernetes, Go and PostgreSQL'. */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function splitFound(found: string): string[] {
  return found ? found.split(", ") : [];
}
