/**
 * The `test` and `expect` every end-to-end spec imports. With JavaScript on, `page.goto`
 * and `page.reload` return only once React has hydrated the page (app/lib/hydration-marker.ts):
 * before that a click on Save or Login is a plain form post, not what the test means to try.
 * On a busy 2-core CI machine hydration can come well after the load event and network idle.
 * This holds for the fixture's page and for every page a spec opens itself (a second browser,
 * a rival employer), so no spec has to remember it.
 */
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../core/shared/constants";

export { expect, type Page } from "@playwright/test";

export const test = base.extend<{ page: Page; hydratingBrowser: void }>({
  hydratingBrowser: [
    async ({ browser, javaScriptEnabled }, provide) => {
      const restore = makePagesWaitForHydration(browser, javaScriptEnabled !== false);
      await provide();
      restore();
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydrationAfterNavigation(page);
    await provide(page);
  },
});

/** Waits for the hydration mark when a navigation answered with an HTML page. */
export async function waitForHydration(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

const wrapped = new WeakSet<Page>();

/** Makes a page's goto and reload wait for hydration; a page already made so is returned as it is. */
function waitForHydrationAfterNavigation(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenHydrated = async <T extends Awaited<ReturnType<Page["goto"]>>>(response: T): Promise<T> => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => thenHydrated(await goto(url, options));
  page.reload = async (options) => thenHydrated(await reload(options));
  return page;
}

/**
 * For one test, contexts and pages a spec opens from `browser` wait for hydration too, unless JavaScript is off:
 * in their options, else in the test's (browser.newContext takes the test's `use` options as its defaults).
 * Returns what undoes it, since the browser outlives the test.
 */
function makePagesWaitForHydration(browser: Browser, scriptsByDefault: boolean): () => void {
  const [newContext, newPage] = [browser.newContext, browser.newPage];
  const scriptsOn = (options?: { javaScriptEnabled?: boolean }) => options?.javaScriptEnabled ?? scriptsByDefault;
  browser.newContext = async (options) => {
    const context = await newContext.call(browser, options);
    if (scriptsOn(options)) makeContextPagesWaitForHydration(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage.call(browser, options);
    return scriptsOn(options) ? waitForHydrationAfterNavigation(page) : page;
  };
  return () => Object.assign(browser, { newContext, newPage });
}

function makeContextPagesWaitForHydration(context: BrowserContext) {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForHydrationAfterNavigation(await newPage());
}
