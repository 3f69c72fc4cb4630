import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { CITY_LINE, PRODUCT_NAME } from "../../core/shared/constants";
import { originFrom, pageMeta } from "../lib/seo";
import type { RootData } from "../lib/root-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Contact Us | ${PRODUCT_NAME}`,
    description:
      `Get in touch with the ${PRODUCT_NAME} team in ${CITY_LINE}: questions about jobs or your account, ` +
      `hiring at your startup, partnerships and feedback.`,
    path: "/contact",
    origin: originFrom(matches),
  });

const topics = [
  {
    title: "Job seekers",
    text: "Questions about a listing, your profile or your account. Tell us the job link or the e-mail you registered with.",
  },
  {
    title: "Startups and employers",
    text: "Want your openings on the board or found a listing of yours that needs a fix? We usually reply within two working days.",
  },
  {
    title: "Privacy requests",
    text: "Ask for a copy of your data or its deletion. See our privacy policy for what we keep and why.",
  },
];

export default function Contact() {
  const root = useRouteLoaderData<RootData>("root");
  const email = root?.contactEmail ?? "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Contact us</h1>
        <p className="mt-4 text-lg text-slate-600">
          We are a small team and we read every message. Write to us by e-mail and tell us a little about what you need;
          we answer in English, usually within two working days.
        </p>
      </header>
      <div className="mt-10 grid gap-8 md:grid-cols-[1fr_1.4fr]">
        <section
          aria-labelledby="contact-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {/* The heading stays outside <address>, which may not hold headings (HTML, Nu checker). */}
          <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
            {PRODUCT_NAME}
          </h2>
          <address className="not-italic">
            <dl className="mt-4 space-y-4 text-slate-700">
              <div>
                <dt className="text-sm font-medium text-slate-500">E-mail</dt>
                <dd>
                  <a href={`mailto:${email}`} className="font-semibold text-brand-700 hover:underline">
                    {email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-500">Office</dt>
                <dd>{CITY_LINE}</dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-slate-500">Hours</dt>
                <dd>Monday to Friday, 10:00 to 18:00 IST</dd>
              </div>
            </dl>
          </address>
        </section>
        <section aria-labelledby="topics-heading">
          <h2 id="topics-heading" className="text-lg font-semibold text-slate-900">
            How we can help
          </h2>
          <ul className="mt-4 space-y-4">
            {topics.map((topic) => (
              <li key={topic.title} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{topic.title}</h3>
                <p className="mt-1 text-slate-600">{topic.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">
            Looking for a job?{" "}
            <Link to="/jobs" className="font-semibold text-brand-700 hover:underline">
              Browse open roles
            </Link>
            . Read our{" "}
            <Link to="/legal/privacy-policy" className="font-semibold text-brand-700 hover:underline">
              privacy policy
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
