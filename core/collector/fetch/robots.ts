/**
 * robots.txt as RFC 9309 reads it: the group naming our product token (else `*`),
 * longest matching Allow/Disallow path wins, `*` and `$` wildcards.
 */
export interface RobotsRules {
  isAllowed(pathWithQuery: string): boolean;
}

interface Rule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

export const allowAll: RobotsRules = { isAllowed: () => true };
export const disallowAll: RobotsRules = { isAllowed: () => false };

function toRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

export function parseRobots(text: string, userAgent: string): RobotsRules {
  const token = userAgent.split("/")[0].trim().toLowerCase();
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const separator = line.indexOf(":");
    if (separator < 0) continue;
    const field = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (field === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((field === "allow" || field === "disallow") && current) {
      lastWasAgent = false;
      // An empty Disallow allows everything; it adds no rule.
      if (value) current.rules.push({ allow: field === "allow", pattern: value, regex: toRegex(value) });
    } else {
      lastWasAgent = false;
    }
  }
  const ours = groups.filter((group) => group.agents.some((agent) => agent !== "*" && token.includes(agent)));
  const chosen = ours.length > 0 ? ours : groups.filter((group) => group.agents.includes("*"));
  const rules = chosen.flatMap((group) => group.rules);
  if (rules.length === 0) return allowAll;
  return {
    isAllowed(pathWithQuery) {
      let best: Rule | undefined;
      for (const rule of rules) {
        if (!rule.regex.test(pathWithQuery)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieAllows = best && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieAllows) best = rule;
      }
      // robots.txt itself is always allowed.
      return !best || best.allow || pathWithQuery === "/robots.txt";
    },
  };
}
