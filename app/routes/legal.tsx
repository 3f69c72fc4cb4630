import { NavLink, Outlet } from "react-router";
import { LEGAL_DOCUMENTS } from "../lib/legal-documents";

/** SPEC §2 Legal: a side menu of the three documents and a pane that follows the URL. */
export default function LegalLayout() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <div className="grid gap-8 md:grid-cols-[220px_1fr]">
        <nav aria-label="Legal documents" className="md:sticky md:top-24 md:self-start">
          <p className="hidden text-xs font-semibold uppercase tracking-wider text-slate-500 md:block">Legal</p>
          <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:mt-3 md:flex-col md:gap-1 md:px-0">
            {LEGAL_DOCUMENTS.map((document) => (
              <li key={document.slug} className="shrink-0">
                <NavLink
                  to={`/legal/${document.slug}`}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium transition ${
                      isActive
                        ? "bg-brand-600 text-white shadow-sm"
                        : "bg-white text-slate-700 ring-1 ring-slate-200 hover:text-brand-700 md:bg-transparent md:ring-0 md:hover:bg-slate-100"
                    }`
                  }
                >
                  {document.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
