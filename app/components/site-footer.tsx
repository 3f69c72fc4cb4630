import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { CITY_LINE, FOOTER_TAGLINE, PRODUCT_NAME } from "../../core/shared/constants";
import { usePageNow } from "../lib/page-clock";
import type { RootData } from "../lib/root-data";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { SiteLink } from "../lib/site-links";

const groups: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: "For Job Seekers",
    links: [
      { to: "/jobs", label: "Browse Jobs" },
      { to: "/register", label: "Create Profile" },
    ],
  },
  {
    heading: "For Employers",
    links: [
      { to: "/hire-talent", label: "Post a Job" },
      { to: "/contact", label: "Contact Us" },
    ],
  },
  {
    heading: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/legal/privacy-policy", label: "Privacy Policy" },
      { to: "/legal/terms-of-service", label: "Terms of Service" },
      { to: "/legal/cookie-policy", label: "Cookie Policy" },
    ],
  },
];

// Placeholders until the company's profiles exist: each goes to the network's home page.
const socialLinks: { href: string; label: string; icon: ReactNode }[] = [
  {
    href: "https://www.linkedin.com/",
    label: `${PRODUCT_NAME} on LinkedIn`,
    icon: (
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9h4v12H3zM9 9h3.8v1.7h.06c.53-1 1.83-2.06 3.77-2.06C20.6 8.64 21 11.2 21 14.5V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.52-2.25 3.1V21H9z" />
    ),
  },
  {
    href: "https://x.com/",
    label: `${PRODUCT_NAME} on X`,
    icon: (
      <path d="M17.7 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
    ),
  },
  {
    href: "https://www.instagram.com/",
    label: `${PRODUCT_NAME} on Instagram`,
    icon: (
      <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.06C4.3 2.2 2.2 4.3 2.06 7.9 2 9 2 9.3 2 12s0 3 .06 4.1c.16 3.6 2.2 5.7 5.84 5.84C9 22 9.3 22 12 22s3 0 4.1-.06c3.6-.16 5.7-2.2 5.84-5.84C22 15 22 14.7 22 12s0-3-.06-4.1C21.8 4.3 19.7 2.2 16.1 2.06 15 2 14.7 2 12 2zm0 1.8c2.7 0 3 0 4 .06 2.7.12 4 1.4 4.1 4.1.05 1 .06 1.4.06 4s0 3-.06 4c-.12 2.7-1.4 4-4.1 4.1-1 .05-1.3.06-4 .06s-3 0-4-.06c-2.7-.12-4-1.4-4.1-4.1C3.8 15 3.8 14.7 3.8 12s0-3 .06-4C4 5.3 5.3 4 8 3.86c1-.05 1.3-.06 4-.06z" />
    ),
  },
  {
    href: "https://www.youtube.com/",
    label: `${PRODUCT_NAME} on YouTube`,
    icon: (
      <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15V9l5.7 3z" />
    ),
  },
];

/** SPEC §2 footer: link groups, social links, contact, city, newsletter, tagline and copyright. */
export function SiteFooter() {
  const data = useRouteLoaderData<RootData>("root");
  const email = data?.contactEmail;
  const year = usePageNow().getFullYear();
  return (
    <footer id="site-footer" className="mt-20 bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Logo tone="light" />
            <p className="mt-4 text-sm leading-6 text-slate-300">{FOOTER_TAGLINE}</p>
            <address className="mt-5 space-y-2 text-sm not-italic">
              {email ? (
                <p className="flex items-center gap-2">
                  <MailIcon />
                  <a href={`mailto:${email}`} className="hover:text-white hover:underline">
                    {email}
                  </a>
                </p>
              ) : null}
              <p className="flex items-center gap-2">
                <PinIcon />
                <span>{CITY_LINE}</span>
              </p>
            </address>
            <ul className="mt-6 flex gap-2" aria-label="Social media">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-label={link.label}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={
                      "inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-300 " +
                      "transition hover:bg-brand-600 hover:text-white"
                    }
                  >
                    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
                      {link.icon}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {groups.map((group) => (
              <nav key={group.heading} aria-labelledby={`footer-${slug(group.heading)}`}>
                <h2
                  id={`footer-${slug(group.heading)}`}
                  className="text-sm font-semibold uppercase tracking-wider text-white"
                >
                  {group.heading}
                </h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <SiteLink to={link.to} className="transition hover:text-white hover:underline">
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 rounded-2xl bg-slate-900 p-6 ring-1 ring-white/10 sm:p-8">
          <NewsletterForm idPrefix="footer-newsletter" tone="dark" />
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p>Made with care in {CITY_LINE}.</p>
        </div>
      </div>
    </footer>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0 text-slate-400"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0 text-slate-400"
    >
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}
