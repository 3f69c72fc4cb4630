import type { CompanyFacts } from "../../core/companies";

/** A company's startup facts above its jobs (issue 29): stage, size, remote policy, founded, city, stack, links. */
export function CompanyFactsPanel({ facts }: { facts: CompanyFacts | null }) {
  if (!facts) return null;
  const rows: [string, string | null][] = [
    ["Funding stage", facts.stage],
    ["Team size", facts.size ? `${facts.size} people` : null],
    ["Remote policy", facts.remotePolicy],
    ["Founded", facts.foundedYear ? String(facts.foundedYear) : null],
    ["Headquarters", facts.city],
    ["Tech stack", facts.techStack.length ? facts.techStack.join(", ") : null],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  const links = [
    ["Website", facts.website],
    ["LinkedIn", facts.linkedinUrl],
    ["Careers page", facts.careersUrl],
  ].filter((link): link is [string, string] => Boolean(link[1]) && /^https?:\/\//.test(link[1] ?? ""));
  if (shown.length === 0 && !facts.pitch && links.length === 0) return null;
  return (
    <section aria-labelledby="company-facts-heading" className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="company-facts-heading" className="sr-only">
        Company facts
      </h2>
      {facts.pitch ? <p className="font-medium text-slate-800">{facts.pitch}</p> : null}
      {shown.length ? (
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {shown.map(([term, value]) => (
            <div key={term}>
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {links.length ? (
        <ul className="mt-3 flex flex-wrap gap-4 text-sm">
          {links.map(([label, url]) => (
            <li key={label}>
              <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** schema.org Organization for a company page, from its facts (absolute URLs only). */
export function organizationJsonLd(
  company: { name: string; slug: string; description: string | null },
  facts: CompanyFacts | null,
  pageUrl: string,
  logoUrl: string,
) {
  const sameAs = [facts?.linkedinUrl].filter((url): url is string => Boolean(url));
  const sizes: Record<string, { minValue: number; maxValue?: number }> = {
    "1-10": { minValue: 1, maxValue: 10 },
    "11-50": { minValue: 11, maxValue: 50 },
    "51-200": { minValue: 51, maxValue: 200 },
    "201-500": { minValue: 201, maxValue: 500 },
    "501-1,000": { minValue: 501, maxValue: 1000 },
    "1,000+": { minValue: 1001 },
  };
  const size = facts?.size ? sizes[facts.size] : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url: facts?.website ?? pageUrl,
    logo: logoUrl,
    ...(company.description ? { description: company.description } : {}),
    ...(facts?.foundedYear ? { foundingDate: String(facts.foundedYear) } : {}),
    ...(facts?.city ? { address: { "@type": "PostalAddress", addressLocality: facts.city } } : {}),
    ...(size ? { numberOfEmployees: { "@type": "QuantitativeValue", ...size } } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
