import { data } from "react-router";
import type { Route } from "./+types/companies";
import { DIRECTORY_FILTER_KEYS, directoryParamsFromUrl, type DirectoryParams } from "../../core/companies/browser";
import { companyDirectory } from "../../core/companies";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { FUNDING_STAGES, REMOTE_POLICIES, TEAM_SIZES, labelOf } from "../../lib/startup-facts";
import { CompanyLogo } from "../components/company-logo";
import { CompanyFilters, countDirectoryFilters } from "../components/companies/company-filters";
import { FilteredResults } from "../components/filters/filtered-results";
import { originFrom, pageMeta } from "../lib/seo";
import { SiteLink } from "../lib/site-links";

/** /companies: the startups hiring now, filterable by stage, size, city, remote policy, category, equity and pay in LPA (issue 29). */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = directoryParamsFromUrl(new URL(request.url));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw data(`${issue?.message ?? "Invalid filter"}`, { status: 400 });
  }
  return { params: parsed.data, directory: await companyDirectory(parsed.data) };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  pageMeta({
    title: `Startups hiring now | ${PRODUCT_NAME}`,
    description: `${loaderData?.directory.total ?? "Every"} startups with open jobs: filter by funding stage, team size, city, remote policy and category.`,
    path: "/companies",
    origin: originFrom(matches),
  });

function pageLink(params: DirectoryParams, page: number): string {
  const search = new URLSearchParams();
  for (const key of DIRECTORY_FILTER_KEYS) for (const value of params[key]) search.append(key, value);
  if (params.sort !== "jobs") search.set("sort", params.sort);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return `/companies${text ? `?${text}` : ""}`;
}

export default function CompaniesPage({ loaderData }: Route.ComponentProps) {
  const { params, directory } = loaderData;
  const { facets } = directory;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Startups hiring now</h1>
      <p className="mt-2 text-slate-600">
        {directory.total} {directory.total === 1 ? "company" : "companies"} with open jobs. Choose by how far along they
        are, how big, and how they work.
      </p>
      {/* Results first on a phone, the filters behind the Filters control, as on the search page (issue 44). */}
      <FilteredResults
        panelId="company-filters"
        chosen={countDirectoryFilters(params)}
        label="Companies"
        panel={<CompanyFilters params={params} facets={facets} />}
      >
        {directory.companies.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-lg text-slate-700 lg:mt-0">
            No company with open jobs matches these filters.{" "}
            <SiteLink to="/companies" className="text-brand-700 underline">
              See every company
            </SiteLink>
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:mt-0">
            {directory.companies.map((company) => (
              <li key={company.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start gap-3">
                  <CompanyLogo src={company.logoUrl ?? `/logos/${company.slug}.svg`} company={company.name} size={48} />
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold">
                      <SiteLink
                        to={`/jobs/${encodeURIComponent(company.name)}`}
                        className="text-slate-900 hover:text-brand-700 hover:underline"
                      >
                        {company.name}
                      </SiteLink>
                    </h2>
                    {company.pitch ? <p className="text-sm text-slate-600">{company.pitch}</p> : null}
                  </div>
                </div>
                <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label={`${company.name} facts`}>
                  {[
                    labelOf(FUNDING_STAGES, company.stage),
                    company.size ? `${labelOf(TEAM_SIZES, company.size)} people` : null,
                    labelOf(REMOTE_POLICIES, company.remotePolicy),
                    company.city,
                    company.foundedYear ? `Founded ${company.foundedYear}` : null,
                  ]
                    .filter(Boolean)
                    .map((fact) => (
                      <li key={fact} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                        {fact}
                      </li>
                    ))}
                </ul>
                <p className="mt-3 text-sm">
                  <SiteLink
                    to={`/jobs/${encodeURIComponent(company.name)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {company.openJobs} open {company.openJobs === 1 ? "job" : "jobs"}
                    <span className="sr-only"> at {company.name}</span>
                  </SiteLink>
                </p>
              </li>
            ))}
          </ul>
        )}
        {directory.pages > 1 ? (
          <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
            {directory.page > 1 ? (
              <SiteLink to={pageLink(params, directory.page - 1)} className="text-brand-700 hover:underline">
                Previous page
              </SiteLink>
            ) : (
              <span />
            )}
            <span>
              Page {directory.page} of {directory.pages}
            </span>
            {directory.page < directory.pages ? (
              <SiteLink to={pageLink(params, directory.page + 1)} className="text-brand-700 hover:underline">
                Next page
              </SiteLink>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </FilteredResults>
    </div>
  );
}
