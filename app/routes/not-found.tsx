import { Link, data } from "react-router";
import type { Route } from "./+types/not-found";
import { PRODUCT_NAME } from "../../core/shared/constants";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${PRODUCT_NAME}` },
  { name: "description", content: "The page you are looking for does not exist." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">404 - Page Not Found</h1>
      <p className="mt-3 text-slate-600">Oops! The page you are looking for does not exist.</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Go Back to Home
      </Link>
    </section>
  );
}
