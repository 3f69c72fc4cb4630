import { useState } from "react";

const placeholder = "/images/company-placeholder.svg";

/** A company's logo, falling back to the bundled placeholder when the image fails to load. */
export function CompanyLogo({ src, company, size = 48 }: { src: string | null | undefined; company: string; size?: number }) {
  const [failed, setFailed] = useState(false);
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
