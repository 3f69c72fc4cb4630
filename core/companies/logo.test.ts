import { describe, expect, it } from "vitest";
import { companyLogoSvg, generatedLogo, generatedLogoName, logoBackground } from "./logo";

/** WCAG 2 contrast of white against an hsl() colour. */
function contrastWithWhite(hsl: string): number {
  const [, h, s, l] = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(hsl)!.map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}

describe("generated company logos", () => {
  it("takes two initials, or the two capitals of a one-word CamelCase name", () => {
    expect(generatedLogo("Nexa Pay").letters).toBe("NP");
    expect(generatedLogo("QuantaLabs").letters).toBe("QL");
    expect(generatedLogo("zomato").letters).toBe("Z");
    expect(generatedLogo("").letters).toBe("?");
  });

  it("gives white letters AA contrast on every hue", () => {
    for (let hue = 0; hue < 360; hue++)
      expect(contrastWithWhite(logoBackground({ letters: "AB", hue })), `hue ${hue}`).toBeGreaterThanOrEqual(4.5);
  });

  it("reads the company name back from a generated logo's address only", () => {
    expect(generatedLogoName("/logos/nexa-pay.svg")).toBe("Nexa Pay");
    expect(generatedLogoName("/api/company/3/logo?v=2")).toBeNull();
    expect(generatedLogoName("/logos/../secret.svg")).toBeNull();
    expect(generatedLogoName("https://example.com/logos/nexa-pay.svg")).toBeNull();
  });

  it("draws the same letters and colour in the SVG as the page does", () => {
    const logo = generatedLogo("Nexa Pay");
    const svg = companyLogoSvg("Nexa Pay");
    expect(svg).toContain(`fill="${logoBackground(logo)}"`);
    expect(svg).toContain(`>${logo.letters}</text>`);
  });
});
