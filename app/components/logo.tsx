import { PRODUCT_NAME } from "../../core/shared/constants";
import { SiteLink } from "../lib/site-links";

/** The brand mark and name, linking home. */
export function Logo({ onNavigate, tone = "dark" }: { onNavigate?: () => void; tone?: "dark" | "light" }) {
  return (
    <SiteLink
      to="/"
      onClick={onNavigate}
      className={`flex items-center gap-2 rounded-md text-lg font-bold tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </SiteLink>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 32 32" className="shrink-0">
      <rect width="32" height="32" rx="8" fill="#1f57d6" />
      <path d="M9 21.5 16 9l7 12.5z" fill="#fff" />
      <circle cx="23.5" cy="9" r="3" fill="#fbbf24" />
    </svg>
  );
}
