/**
 * A generated logo for companies that have none: their initials on a colour
 * derived from the name, so the same company always looks the same.
 *
 * Such a company's logo address is /logos/<slug>.svg. The server answers it with the SVG below (for
 * feeds, JSON-LD and other sites); the board's own pages draw the same initials and colour as text
 * (app/components/company-logo.tsx): text inside an SVG image is laid out in a document of its own, and
 * painting a page of such logos cost the browser 10-40 ms of main thread (decision 097).
 */
export interface GeneratedLogo {
  letters: string;
  /** Hue of the background, 0-359 (logoBackground gives the colour). */
  hue: number;
}

const GENERATED_LOGO_PATH = /^\/logos\/([a-z0-9-]{1,100})\.svg$/;

export function generatedLogo(name: string): GeneratedLogo {
  const initials =
    name
      .split(/[\s-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join("") || "?";
  const camelSplit = name.match(/[A-Z][a-z]+/g);
  const letters =
    initials.length === 1 && camelSplit && camelSplit.length > 1 ? camelSplit[0][0] + camelSplit[1][0] : initials;
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { letters: letters.replace(/[^A-Z0-9?]/g, ""), hue: hash % 360 };
}

/** The company name a generated logo's address stands for ("/logos/nexa-pay.svg" → "Nexa Pay"), or null for any other address. */
export function generatedLogoName(address: string): string | null {
  const match = GENERATED_LOGO_PATH.exec(address);
  if (!match) return null;
  return match[1]
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

/** Lightness 30% at saturation 55% keeps white letters at WCAG AA contrast (4.5:1) on every hue; 42% did not on yellows. */
export function logoBackground(logo: GeneratedLogo): string {
  return `hsl(${logo.hue} 55% 30%)`;
}

export function companyLogoSvg(name: string): string {
  const logo = generatedLogo(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${logo.letters}"><rect width="96" height="96" rx="20" fill="${logoBackground(logo)}"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${logo.letters}</text></svg>`;
}
