// pa11y ships no types; this is the part of its API the page validators use.
declare module "pa11y" {
  import type { Browser } from "puppeteer";
  interface Pa11yOptions {
    browser?: Browser;
    runners?: string[];
    rules?: string[];
    standard?: string;
    headers?: Record<string, string>;
    timeout?: number;
    includeNotices?: boolean;
    includeWarnings?: boolean;
  }
  interface Pa11yResult {
    issues: { type: string; runner: string; code: string; message: string; selector: string }[];
  }
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResult>;
}
