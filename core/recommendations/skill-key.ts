/** A skill as compared: lower case, without spaces and dots ('Node.js' and 'nodejs' agree). */
export function skillKey(skill: string): string {
  return skill.trim().toLowerCase().replace(/[\s.]+/g, "");
}
