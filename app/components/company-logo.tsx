import { useState } from "react";
import { generatedLogo, generatedLogoName, logoBackground } from "../../core/companies/browser";

const placeholder = "/images/company-placeholder.svg";

/**
 * A company's logo, falling back to the bundled placeholder when the image fails to load. A company without a
 * logo of its own gets its generated one drawn here as text (core/companies/logo.ts says why): the same
 * initials and colour as its /logos/<slug>.svg, without a request or an SVG document per card.
 */
export function CompanyLogo({
  src,
  company,
  size = 48,
}: {
  src: string | null | undefined;
  company: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const generatedName = src ? generatedLogoName(src) : null;
  if (generatedName !== null) {
    const logo = generatedLogo(generatedName);
    return (
      <span
        role="img"
        aria-label={`${company} logo`}
        style={{
          width: size,
          height: size,
          fontSize: Math.round((size * 38) / 96),
          backgroundColor: logoBackground(logo),
        }}
        className="flex shrink-0 items-center justify-center rounded-lg border border-slate-200 font-bold text-white select-none"
      >
        {logo.letters}
      </span>
    );
  }
  return (
    <img
      src={!src || failed ? placeholder : src}
      alt={`${company} logo`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
    />
  );
}
