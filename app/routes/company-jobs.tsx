import { data, redirect } from "react-router";
import type { Route } from "./+types/company-jobs";
import { findCompany } from "../../core/catalog";
import { listCompanyJobs, markVerified } from "../../core/jobs";
import { legacyStillHiringRedirect } from "../../core/trust";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { AlertSignupForm } from "../components/alerts/alert-signup-form";
import { CompactJobCard, compactJob } from "../components/job-detail/compact-job-card";
import { companyFeedPath, feedLink } from "../lib/feeds";
import { getCurrentUser } from "../lib/session.server";
import { companyFactsOf } from "../../core/companies";
import { CompanyFactsPanel, organizationJsonLd } from "../components/company-facts";
import { serializeJsonLd } from "../lib/json-ld";
import { siteOrigin } from "../lib/origin.server";
import { originFrom, pageMeta } from "../lib/seo";

/** jobs/{name}: a company's open jobs; an unknown company is a 404 with the SPEC's empty message. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const legacy = legacyStillHiringRedirect(params.name, new URL(request.url));
  if (legacy) throw redirect(legacy, 301);
  const company = await findCompany(params.name);
  if (!company) return data({ found: false as const, name: params.name.slice(0, 200) }, { status: 404 });
  const [jobs, user, facts] = await Promise.all([
    listCompanyJobs(company.id)
      .then(markVerified)
      .then((found) => found.map(compactJob)),
    getCurrentUser(request),
    companyFactsOf(company.id),
  ]);
  const origin = siteOrigin(request);
  const jsonLd = serializeJsonLd(
    organizationJsonLd(
      company,
      facts,
      `${origin}/jobs/${encodeURIComponent(company.name)}`,
      new URL(`/logos/${company.slug}.svg`, origin).toString(),
    ),
  );
  return {
    found: true as const,
    company,
    jobs,
    signedIn: Boolean(user),
    facts,
    jsonLd,
    nonce: context?.cspNonce ?? "",
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  const name = loaderData.found ? loaderData.company.name : loaderData.name;
  const title = `Explore ${name} Careers | Latest Job Openings at ${name}`;
  if (!loaderData.found) return [{ title }, { name: "robots", content: "noindex" }];
  const count = loaderData.jobs.length;
  return [
    ...pageMeta({
      title,
      description:
        `${name} is hiring: ${count} open ${count === 1 ? "job" : "jobs"}${loaderData.company.locality ? ` in ${loaderData.company.locality} and beyond` : ""}. ` +
        `${loaderData.company.description ?? ""} Apply on ${PRODUCT_NAME}.`,
      path: `/jobs/${encodeURIComponent(name)}`,
      origin: originFrom(matches),
    }),
    feedLink(companyFeedPath(loaderData.company.slug), `${PRODUCT_NAME}: jobs at ${name}`),
  ];
};

export default function CompanyJobsPage({ loaderData }: Route.ComponentProps) {
  const name = loaderData.found ? loaderData.company.name : loaderData.name;
  const jobs = loaderData.found ? loaderData.jobs : [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {loaderData.found ? (
        <script
          type="application/ld+json"
          nonce={loaderData.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
        />
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight">Opportunities at {name}</h1>
      {loaderData.found && loaderData.company.locality ? (
        <p className="mt-1 text-slate-600">Based in {loaderData.company.locality}</p>
      ) : null}
      {loaderData.found && loaderData.company.description ? (
        <p className="mt-2 max-w-3xl text-slate-600">{loaderData.company.description}</p>
      ) : null}
      {loaderData.found ? <CompanyFactsPanel facts={loaderData.facts} /> : null}
      {jobs.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-lg text-slate-700">
          Currently, there are no job openings at {name}. Please check back soon!
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <CompactJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      {loaderData.found ? (
        <div className="mt-8">
          <AlertSignupForm
            idPrefix="company-alert"
            search={`company=${encodeURIComponent(loaderData.company.slug)}`}
            signedIn={loaderData.signedIn}
            description={`New jobs at ${name} by e-mail. Unsubscribe with one click.`}
          />
        </div>
      ) : null}
    </div>
  );
}
