import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/hire-talent";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { originFrom, pageMeta } from "../lib/seo";
import type { RootData } from "../lib/root-data";
import { SiteLink } from "../lib/site-links";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Hire Talent | ${PRODUCT_NAME}`,
    description:
      `Post your startup's jobs on ${PRODUCT_NAME}: create an employer account, publish openings ` +
      `that candidates find in search within seconds, and edit or close them from your dashboard.`,
    path: "/hire-talent",
    origin: originFrom(matches),
  });

const steps = [
  {
    title: "Create your employer account",
    text: "Add your company, or ask to join one already on the board and a member of its team approves you.",
  },
  {
    title: "Post an opening",
    text: "Title, category, location, salary range and description. It is in search and on its own job page as soon as you publish it.",
  },
  {
    title: "Keep it current",
    text: "Edit, close, reopen or delete your postings from your dashboard; a closed job leaves search at once.",
  },
];

/**
 * What employers can do and where to start (SPEC §1 had a coming-soon page; employers post jobs now, decision 100).
 * The first step depends on who is signed in: nobody, an employer or admin, or a job seeker.
 */
export default function HireTalent() {
  const root = useRouteLoaderData<RootData>("root");
  const email = root?.contactEmail ?? "";
  const role = root?.user?.role ?? null;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <svg
          aria-hidden="true"
          width="32"
          height="32"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6" />
        </svg>
      </span>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">Hire great people for your startup</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">
        Post your openings where candidates come looking for startup jobs.
      </p>
      <NextStep role={role} />
      <ol className="mt-12 grid w-full gap-4 text-left sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <h2 className="mt-3 font-semibold text-slate-900">{step.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-slate-700">
        Questions, or many openings to bring over? Contact us at{" "}
        <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {email}
        </a>
      </p>
      <SiteLink
        to="/"
        className="mt-6 inline-flex items-center gap-2 rounded-lg px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M19 12H5m6-6-6 6 6 6" />
        </svg>
        Back to Home
      </SiteLink>
    </section>
  );
}

const primary =
  "inline-flex items-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700";
const secondary =
  "inline-flex items-center rounded-lg px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50";

/** Employers and admins go straight to the form; a job seeker's account cannot post, so they are told what to do. */
function NextStep({ role }: { role: NonNullable<RootData["user"]>["role"] | null }) {
  if (role === "employer" || role === "admin") {
    return (
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink to="/dashboard/create-a-job" className={primary}>
          Post a job
        </SiteLink>
        <SiteLink to="/dashboard/jobs-list" className={secondary}>
          Your postings
        </SiteLink>
      </div>
    );
  }
  if (role !== null) {
    return (
      <p className="mt-8 max-w-xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
        You are signed in with a job seeker's account, which cannot post jobs. Sign out, then create an employer account
        with your work e-mail.
      </p>
    );
  }
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <SiteLink to="/register/employer" className={primary}>
        Create an employer account
      </SiteLink>
      <SiteLink to="/login" className={secondary}>
        Log in
      </SiteLink>
    </div>
  );
}
