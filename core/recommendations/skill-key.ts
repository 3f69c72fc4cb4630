const keys = new Map<string, string>();

/**
 * A skill as compared: lower case, without spaces and dots ('Node.js' and 'nodejs' agree).
 * Remembered, since the same few thousand skills are compared for every job scored (a pure
 * function of its text: the map is simply emptied when it grows large).
 */
export function skillKey(skill: string): string {
  let key = keys.get(skill);
  if (key === undefined) {
    key = skill
      .trim()
      .toLowerCase()
      .replace(/[\s.]+/g, "");
    if (keys.size >= 20_000) keys.clear();
    keys.set(skill, key);
  }
  return key;
}
