import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { SiteLink, useSiteLinkNavigation } from "./lib/site-links";
import type { Route } from "./+types/root";
import { env } from "../config/env";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { csrfTokenFor } from "./lib/csrf.server";
import { getCurrentUser } from "./lib/session.server";
import { pendingPrompts } from "../core/applications";
import { ApplyPrompt } from "./components/applications/apply-prompt";
import { EmailProofBanner } from "./components/account/email-proof-banner";
import { emailUnprovedFor } from "./lib/email-proof.server";
import { NotFoundContent } from "./routes/not-found";
import { siteOrigin } from "./lib/origin.server";
import type { RootData } from "./lib/root-data";
import { SITE_FEED_PATH, SITE_FEED_TITLE } from "./lib/feeds";
import { useMarkHydrated } from "./lib/hydration-marker";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import siteCssHref from "./app.css?url";
import { isPublicPagePath } from "../lib/public-pages";
import { PageClockProvider } from "./lib/page-clock";
import { startOfMinute } from "../lib/page-minute";
import { PRODUCT_NAME } from "../core/shared/constants";

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const user = await getCurrentUser(request);
  // An anonymous visitor's public page is the same for everyone and may be shared (decision 120): no token in it,
  // and no cookie set for it (server/middleware/csrf.ts). Their forms (newsletter, alerts) need none.
  const withToken = Boolean(user) || !isPublicPagePath(new URL(request.url).pathname);
  return {
    origin: siteOrigin(request),
    contactEmail: env().CONTACT_EMAIL,
    user: user ? { name: user.name, email: user.email, username: user.username, role: user.role } : null,
    csrfToken: withToken ? csrfTokenFor(request) : "",
    googleClientId: env().GOOGLE_CLIENT_ID ?? null,
    cspNonce: context?.cspNonce ?? "",
    // Per-user: read only for a signed-in candidate's session.
    applyPrompts: user?.role === "candidate" ? await pendingPrompts(user.id) : [],
    // Per-user: read only for a signed-in session (issue 28); a guest's page never says anything about an account.
    emailUnproved: await emailUnprovedFor(user),
    renderedAt: context?.renderedAt ?? startOfMinute(Date.now()),
  };
}

export function shouldRevalidate({
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // A newsletter sign-up changes neither the session nor the site settings.
  if (formAction?.startsWith("/newsletter")) return false;
  // A public page gave no CSRF token to a guest; a page with forms that need one (login, register...) asks for it.
  if (!formAction && isPublicPagePath(currentUrl.pathname) && !isPublicPagePath(nextUrl.pathname)) return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  useMarkHydrated();
  useSiteLinkNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f57d6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title={SITE_FEED_TITLE} href={SITE_FEED_PATH} />
        <Meta />
        <Links />
        <InlineStylesheet href={siteCssHref} />
        {/* The first paint waits until the page's main content is parsed (up to the footer): painted any earlier, on a
            busy phone, it shows half a page that the rest then pushes about (docs/decisions/097). */}
        <link rel="expect" href="#site-footer" blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <PageClockProvider renderedAt={loaderData.renderedAt}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        <EmailProofBanner />
        <ApplyPrompt />
        <Outlet />
      </main>
      <SiteFooter />
    </PageClockProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A loader's 400 says in words what was wrong with the URL (a hand-edited filter, say): show it, not a shrug.
  const refusal =
    isRouteErrorResponse(error) && error.status === 400 && typeof error.data === "string" ? error.data : null;
  // A 410 (a job our review team rejected, decision 178) says it is gone for good, and nothing else of it.
  const gone =
    isRouteErrorResponse(error) && error.status === 410 && typeof error.data === "string" ? error.data : null;
  return (
    <>
      {/* The failed route's meta does not run under the root's boundary: the 410 page names itself (React hoists it). */}
      {gone ? <title>{`Job removed | ${PRODUCT_NAME}`}</title> : null}
      {data ? <SiteHeader /> : null}
      <main id="main" className="flex-1 pt-16">
        {notFound ? (
          <NotFoundContent />
        ) : (
          <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">
              {gone
                ? "This job is no longer available"
                : refusal
                  ? "This address asks for something we cannot show"
                  : "Something went wrong"}
            </h1>
            <p className="mt-3 text-slate-600">{gone ?? refusal ?? "Please try again in a moment."}</p>
            {data ? (
              <SiteLink
                to="/"
                className="mt-8 inline-flex rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
              >
                Go Back to Home
              </SiteLink>
            ) : (
              <a
                href="/"
                className="mt-8 inline-flex rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
              >
                Go Back to Home
              </a>
            )}
          </section>
        )}
      </main>
      {data ? <SiteFooter /> : null}
    </>
  );
}
