import { count, countDistinct } from "drizzle-orm";
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";
import { listCategories } from "../../core/catalog";
import { isOpenJob, listRecentJobs, markVerified } from "../../core/jobs";
import { placeChoices } from "../../core/search";
import { markSaved } from "../../core/saved-jobs";
import { markApplied } from "../../core/applications";
import { PAGE_SIZE, PRODUCT_NAME } from "../../core/shared/constants";
import { db, getDatabase } from "../../db/client";
import { jobs } from "../../db/schema";
import { CategoriesStrip } from "../components/home/categories-strip";
import { Hero } from "../components/home/hero";
import { cardJob } from "../components/card-job";
import { RecentJobs, type RecentJobsPage } from "../components/home/recent-jobs";
import { originFrom, pageMeta } from "../lib/seo";
import { getCurrentUser } from "../lib/session.server";
import type { RootData } from "../lib/root-data";

const MAX_PAGE = 1_000;

/** One-based ?page, clamped; anything unreadable is page 1. */
function pageFrom(url: URL): number {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

async function recentJobsPage(request: Request, page: number): Promise<RecentJobsPage> {
  const limit = PAGE_SIZE.home;
  // One extra row tells whether another page exists.
  const [rows, user] = await Promise.all([
    listRecentJobs({ page: page - 1, limit: limit + 1 }),
    getCurrentUser(request),
  ]);
  // A signed-in user's saved jobs say Saved on their cards.
  // And the jobs they applied to say so (per-user: a signed-in session only).
  const marked = await markApplied(user?.id, await markVerified(await markSaved(user?.id, rows.slice(0, limit))));
  return {
    jobs: marked.map(cardJob),
    page,
    hasMore: rows.length > limit,
  };
}

// The hero's "open roles / startups hiring" figures: counted at most once a minute per process.
const STATS_TTL_MS = 60_000;
let statsCache: { value: { jobs: number; companies: number }; expires: number; key: string } | undefined;

async function boardStats(): Promise<{ jobs: number; companies: number }> {
  // Tests and tools may swap the database; a cached figure belongs to the database it came from.
  const key = getDatabase().url;
  if (statsCache && statsCache.key === key && statsCache.expires > Date.now()) return statsCache.value;
  const [row] = await db()
    .select({ jobs: count(), companies: countDistinct(jobs.companyId) })
    .from(jobs)
    .where(isOpenJob());
  const value = { jobs: row?.jobs ?? 0, companies: row?.companies ?? 0 };
  statsCache = { value, expires: Date.now() + STATS_TTL_MS, key };
  return value;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageFrom(url);
  // Load more (a fetcher) needs only the next page of jobs.
  if (url.searchParams.get("part") === "jobs") {
    return { recent: await recentJobsPage(request, page), categories: null, stats: null, places: [] };
  }
  const [recent, categories, stats, places] = await Promise.all([
    recentJobsPage(request, page),
    listCategories(),
    boardStats(),
    placeChoices(),
  ]);
  return { recent, categories, stats, places };
}

export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Subscribing to the newsletter changes nothing on this page.
  if (formAction?.startsWith("/newsletter")) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `${PRODUCT_NAME} | Find jobs at the best startups in India and worldwide`,
    description:
      "Browse hand-picked startup jobs in engineering, product, design, data, sales and more. " +
      "Search openings across India and the world, save jobs and apply in minutes.",
    path: "/",
    origin: originFrom(matches),
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  const signedIn = Boolean(root?.user);
  const { recent, categories, stats, places } = loaderData;
  return (
    <>
      <Hero jobCount={stats?.jobs ?? 0} companyCount={stats?.companies ?? 0} places={places} />
      {categories ? <CategoriesStrip categories={categories} /> : null}
      <RecentJobs initial={recent} signedIn={signedIn} />
    </>
  );
}
