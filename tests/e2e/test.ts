/**
 * The `test` and `expect` every end-to-end spec imports. With JavaScript on, `page.goto`
 * and `page.reload` return only once React has hydrated the page (app/lib/hydration-marker.ts):
 * before that a click on Save or Login is a plain form post, not what the test means to try.
 * On a busy 2-core CI machine hydration can come well after the load event and network idle.
 */
import { test as base, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../core/shared/constants";

export { expect, type Page } from "@playwright/test";

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydrationAfterNavigation(page);
    await provide(page);
  },
});

/** Waits for the hydration mark when a navigation answered with an HTML page. */
export async function waitForHydration(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/** For pages a spec opens itself in a second context with JavaScript on (a visitor, a rival employer). */
export function waitForHydrationAfterNavigation(page: Page): Page {
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
