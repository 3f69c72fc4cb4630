/** pa11y with both runners (axe and HTML_CodeSniffer, WCAG 2 AA) in Debian's Chromium, one browser for every page. */
import pa11y from "pa11y";
import puppeteer from "puppeteer";

export interface Pa11yIssue {
  runner: string;
  code: string;
  message: string;
  selector: string;
}

export async function withPa11y<T>(check: (audit: (url: string, cookie: string) => Promise<Pa11yIssue[]>) => Promise<T>): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    return await check(async (url, cookie) => {
      const result = await pa11y(url, {
        browser,
        runners: ["axe", "htmlcs"],
        standard: "WCAG2AA",
        headers: cookie ? { Cookie: cookie } : {},
        timeout: 60_000,
        includeNotices: false,
        includeWarnings: false,
      });
      return result.issues.filter((issue) => issue.type === "error").map(({ runner, code, message, selector }) => ({ runner, code, message, selector }));
    });
  } finally {
    await browser.close();
  }
}
