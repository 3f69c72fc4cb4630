/** pa11y with both runners (axe and HTML_CodeSniffer, WCAG 2 AA) in Debian's Chromium headless shell, one browser for every page. */
import pa11y from "pa11y";
import puppeteer from "puppeteer";
import { DEFAULT_CHROMIUM_PATH } from "../test-prerequisites.mjs";

/**
 * axe rules that are off unless asked for. label-content-name-mismatch (WCAG 2.5.3 Label in Name: a control's
 * accessible name contains its visible text, so 'click Run now' works by voice) is tagged experimental in axe, so
 * neither pa11y's nor Playwright's axe runs it by default (issue 33). The e2e specs enable the same list.
 */
export const EXTRA_AXE_RULES = ["label-content-name-mismatch"] as const;

export interface Pa11yIssue {
  runner: string;
  code: string;
  message: string;
  selector: string;
}

export async function withPa11y<T>(
  check: (audit: (url: string, cookie: string) => Promise<Pa11yIssue[]>) => Promise<T>,
): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    // "shell": the old headless mode's flags, which the headless shell is (the full browser takes them too).
    headless: "shell",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    return await check(async (url, cookie) => {
      const options = {
        browser,
        standard: "WCAG2AA" as const,
        headers: (cookie ? { Cookie: cookie } : {}) as Record<string, string>,
        timeout: 60_000,
        includeNotices: false,
        includeWarnings: false,
      };
      // axe's extra rules run in axe's pass only: HTML_CodeSniffer refuses rule names it does not know.
      const axe = await pa11y(url, { ...options, runners: ["axe"], rules: [...EXTRA_AXE_RULES] });
      const htmlcs = await pa11y(url, { ...options, runners: ["htmlcs"] });
      return [...axe.issues, ...htmlcs.issues]
        .filter((issue) => issue.type === "error")
        .map(({ runner, code, message, selector }) => ({ runner, code, message, selector }));
    });
  } finally {
    await browser.close();
  }
}
