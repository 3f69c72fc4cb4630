import { Link } from "react-router";
import { NewsletterForm } from "./newsletter-form";

/** The answer page of a newsletter link: confirmed, unsubscribed or a link that does not work. */
export function NewsletterOutcome({
  tone,
  title,
  message,
  offerSignUp,
  signUpLabel,
}: {
  tone: "success" | "error";
  title: string;
  message: string;
  offerSignUp?: boolean;
  signUpLabel?: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <span
        className={
          `inline-flex h-16 w-16 items-center justify-center ` +
          `rounded-full ${tone === "success" ? "bg-emerald-100 text-emerald-700" : "bg-amber-100 text-amber-800"}`
        }
      >
        <svg
          aria-hidden="true"
          width="30"
          height="30"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {tone === "success" ? (
            <path d="m5 12 5 5L20 7" />
          ) : (
            <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          )}
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p role={tone === "error" ? "alert" : "status"} className="mt-3 text-lg text-slate-600">
        {message}
      </p>
      {offerSignUp ? (
        <div className="mt-10 w-full rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm">
          {signUpLabel ? <p className="mb-4 text-sm font-medium text-slate-700">{signUpLabel}</p> : null}
          <NewsletterForm idPrefix="newsletter-outcome" />
        </div>
      ) : null}
      <Link
        to="/"
        className="mt-8 inline-flex rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700"
      >
        Go Back to Home
      </Link>
    </section>
  );
}
