/**
 * A generated logo for companies that have none: their initials on a colour
 * derived from the name, so the same company always looks the same.
 */
export function companyLogoSvg(name: string): string {
  const initials =
    name
      .split(/[\s-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join("") || "?";
  const camelSplit = name.match(/[A-Z][a-z]+/g);
  const letters = initials.length === 1 && camelSplit && camelSplit.length > 1 ? camelSplit[0][0] + camelSplit[1][0] : initials;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const escaped = letters.replace(/[^A-Z0-9?]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escaped}"><rect width="96" height="96" rx="20" fill="hsl(${hue} 55% 42%)"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${escaped}</text></svg>`;
}
