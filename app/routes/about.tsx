import type { Route } from "./+types/about";
import { CITY_LINE, PRODUCT_NAME } from "../../core/shared/constants";
import { originFrom, pageMeta } from "../lib/seo";
import { SiteLink } from "../lib/site-links";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `About Us | ${PRODUCT_NAME}`,
    description:
      `${PRODUCT_NAME} was founded in 2023 to connect job seekers with startups. We curate every ` +
      `posting, focus only on startups and keep your data private.`,
    path: "/about",
    origin: originFrom(matches),
  });

const values = [
  {
    title: "Curated postings",
    text: "Every opening comes from a startup's own careers page and is checked before it goes live. No spam, no stale listings, no recruiters in the middle.",
    icon: <path d="M9 12l2 2 4-4m5 2a8 8 0 1 1-16 0 8 8 0 0 1 16 0z" />,
  },
  {
    title: "Startups only",
    text: "From two-person teams to scale-ups, we list companies building something new, so you can find roles with real ownership and fast learning.",
    icon: <path d="M13 3 4 14h7l-1 7 9-11h-7z" />,
  },
  {
    title: "Your data stays private",
    text: "We never sell your personal data. Your profile is shared only when you choose to apply, and you can delete it at any time.",
    icon: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9.5 12l2 2 3.5-3.5" />,
  },
];

export default function About() {
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">About {PRODUCT_NAME}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Helping people find work they love at startups
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Founded in 2023 in {CITY_LINE}, {PRODUCT_NAME} connects job seekers with innovative startups across India
            and around the world. We curate job postings so that you spend your time on opportunities worth applying to.
          </p>
        </div>
      </section>
      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="values-heading" className="sr-only">
          What we stand for
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg
                  aria-hidden="true"
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {value.icon}
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 md:grid-cols-2"
      >
        <div>
          <h2 id="story-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Our story
          </h2>
          <p className="mt-4 text-slate-700">
            We started {PRODUCT_NAME} in 2023 after watching friends struggle to find startup roles scattered across
            dozens of careers pages, while founders struggled to reach the people who wanted to join them. So we built
            one place that collects those openings, cleans them up and keeps them fresh.
          </p>
          <p className="mt-4 text-slate-700">
            Today we list thousands of roles in engineering, product, design, data, marketing, sales and operations.
            Applying always happens on the company&apos;s own site, so your application goes straight to the team that
            is hiring.
          </p>
        </div>
        <div className="rounded-2xl bg-slate-900 p-8 text-white">
          <h2 className="text-2xl font-bold tracking-tight">Where to next?</h2>
          <ul className="mt-6 space-y-4">
            <li>
              <SiteLink
                to="/jobs"
                className="group flex items-center justify-between rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10 transition hover:bg-white/10"
              >
                <span>
                  <span className="block font-semibold">Browse jobs</span>
                  <span className="text-sm text-slate-300">See every open role at startups</span>
                </span>
                <Arrow />
              </SiteLink>
            </li>
            <li>
              <SiteLink
                to="/register"
                className="group flex items-center justify-between rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10 transition hover:bg-white/10"
              >
                <span>
                  <span className="block font-semibold">Create your profile</span>
                  <span className="text-sm text-slate-300">Get recommendations that match your skills</span>
                </span>
                <Arrow />
              </SiteLink>
            </li>
            <li>
              <SiteLink
                to="/hire-talent"
                className="group flex items-center justify-between rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10 transition hover:bg-white/10"
              >
                <span>
                  <span className="block font-semibold">Hire talent</span>
                  <span className="text-sm text-slate-300">Reach candidates who want to join startups</span>
                </span>
                <Arrow />
              </SiteLink>
            </li>
            <li>
              <SiteLink
                to="/contact"
                className="group flex items-center justify-between rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10 transition hover:bg-white/10"
              >
                <span>
                  <span className="block font-semibold">Contact us</span>
                  <span className="text-sm text-slate-300">Questions, feedback or partnerships</span>
                </span>
                <Arrow />
              </SiteLink>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

function Arrow() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="shrink-0 transition group-hover:translate-x-1"
    >
      <path d="M5 12h14m-5-5 5 5-5 5" />
    </svg>
  );
}
