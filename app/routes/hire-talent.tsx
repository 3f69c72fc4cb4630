import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/hire-talent";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { originFrom, pageMeta } from "../lib/seo";
import type { RootData } from "../lib/root-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Hire Talent | ${PRODUCT_NAME}`,
    description: `Posting jobs on ${PRODUCT_NAME} is coming soon. Reach candidates who want to work at startups; write to us to be among the first employers on the board.`,
    path: "/hire-talent",
    origin: originFrom(matches),
  });

/** SPEC §1: a coming-soon page with the contact address and a way back home. */
export default function HireTalent() {
  const root = useRouteLoaderData<RootData>("root");
  const email = root?.contactEmail ?? "";
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6" />
        </svg>
      </span>
      <p className="mt-6 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Coming soon</p>
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900">Hire great people for your startup</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">
        We are building tools for startups to post jobs and meet candidates who want to join early teams. Until they are ready, write to us and we will help you get your openings in front of the right people.
      </p>
      <p className="mt-8 text-slate-700">
        Contact us at{" "}
        <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {email}
        </a>
      </p>
      <Link to="/" className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M19 12H5m6-6-6 6 6 6" />
        </svg>
        Back to Home
      </Link>
    </section>
  );
}
