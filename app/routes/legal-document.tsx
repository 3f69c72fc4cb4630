import { redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/legal-document";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { LEGAL_DOCUMENTS, fillLegalText, legalDocumentFor, legalTextParts } from "../lib/legal-documents";
import { originFrom, pageMeta } from "../lib/seo";
import type { RootData } from "../lib/root-data";
import { SiteLink } from "../lib/site-links";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function loader({ request, params }: Route.LoaderArgs) {
  const document = legalDocumentFor(new URL(request.url).pathname);
  // Any other child path shows the document the rules pick, under its own URL.
  if (params.document !== document.slug) throw redirect(`/legal/${document.slug}`);
  // Cookie and terms take effect today (SPEC §2); the date is fixed on the server so the page hydrates unchanged.
  const effective = document.effective === "today" ? new Date() : new Date(`${document.effective}T00:00:00+05:30`);
  return {
    slug: document.slug,
    effectiveDate: effective.toISOString().slice(0, 10),
    effectiveLabel: dateFormat.format(effective),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const document = LEGAL_DOCUMENTS.find((entry) => entry.slug === data?.slug) ?? LEGAL_DOCUMENTS[0];
  return pageMeta({
    title: `${document.title} | ${PRODUCT_NAME}`,
    description: fillLegalText(document.summary, { email: "us", product: PRODUCT_NAME }),
    path: `/legal/${document.slug}`,
    origin: originFrom(matches),
  });
};

/** A legal text with its `[words](/path)` links as links. */
function LegalText({ text }: { text: string }) {
  return legalTextParts(text).map((part, index) =>
    part.href ? (
      <SiteLink key={index} to={part.href} className="font-medium text-brand-700 underline">
        {part.text}
      </SiteLink>
    ) : (
      part.text
    ),
  );
}

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  const document = LEGAL_DOCUMENTS.find((entry) => entry.slug === loaderData.slug) ?? LEGAL_DOCUMENTS[0];
  const fill = (text: string) => fillLegalText(text, { email: root?.contactEmail ?? "us", product: PRODUCT_NAME });
  return (
    <article aria-labelledby="legal-title" className="max-w-3xl">
      <h1 id="legal-title" className="text-3xl font-extrabold tracking-tight text-slate-900">
        {document.title}
      </h1>
      <p className="mt-2 text-sm text-slate-500">
        {document.effective === "today" ? "Effective date" : "Last updated"}:{" "}
        <time dateTime={loaderData.effectiveDate}>{loaderData.effectiveLabel}</time>
      </p>
      <p className="mt-5 text-lg text-slate-600">{fill(document.summary)}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-slate-700">
              <LegalText text={fill(paragraph)} />
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
              {section.list.map((item) => (
                <li key={item}>
                  <LegalText text={fill(item)} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
