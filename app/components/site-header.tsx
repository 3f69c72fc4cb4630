import { Link, useRouteLoaderData } from "react-router";
import { PRODUCT_NAME } from "../../core/shared/constants";
import type { RootData } from "../root";

export function SiteHeader() {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
        <Link to="/" className="text-lg font-bold text-brand-700">
          {PRODUCT_NAME}
        </Link>
        {data?.user ? null : (
          <nav className="flex gap-2" aria-label="Account">
            <Link to="/login">Login</Link>
            <Link to="/register">Sign Up</Link>
          </nav>
        )}
      </div>
    </header>
  );
}
