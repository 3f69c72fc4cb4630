import { Link } from "react-router";
import { PRODUCT_NAME } from "../../core/shared/constants";

export const meta = () => [{ title: `My Job Postings | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

/** Guarded by routes/guarded.tsx. The job management screens are a later issue; this is the signed-in shell with its heading (ARCHITECTURE §5). */
export default function Screen() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Job Postings</h1>
      <p className="mt-2 text-slate-600">Your postings will be listed here with the job management feature.</p>
      <Link to="/dashboard" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        Back to dashboard
      </Link>
    </div>
  );
}
