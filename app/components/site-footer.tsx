import { Link } from "react-router";
import { FOOTER_TAGLINE, PRODUCT_NAME } from "../../core/shared/constants";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white px-4 py-8 text-sm text-slate-600">
      <p>
        {PRODUCT_NAME}: {FOOTER_TAGLINE}
      </p>
      <Link to="/jobs">Browse Jobs</Link>
      <p>© {new Date().getFullYear()} {PRODUCT_NAME}</p>
    </footer>
  );
}
