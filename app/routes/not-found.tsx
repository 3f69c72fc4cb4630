import { data } from "react-router";
import { SiteLink } from "../lib/site-links";
import type { Route } from "./+types/not-found";
import { PRODUCT_NAME } from "../../core/shared/constants";
import { originFrom, pageMeta } from "../lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Page Not Found | ${PRODUCT_NAME}`,
    description: "The page you are looking for does not exist. Go back to the home page to search startup jobs.",
    path: "/not-found",
    origin: originFrom(matches),
    noindex: true,
  });

export function NotFoundContent({ message }: { message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p aria-hidden="true" className="text-8xl font-black tracking-tight text-brand-700">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">404 - Page Not Found</h1>
      <p className="mt-3 text-slate-600">Oops! The page you are looking for does not exist.</p>
      {message ? <p className="mt-2 text-sm text-slate-500">{message}</p> : null}
      <SiteLink
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700"
      >
        Go Back to Home
      </SiteLink>
    </section>
  );
}

export default function NotFound() {
  return <NotFoundContent />;
}
