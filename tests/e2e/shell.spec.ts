import { expect, test, type Page } from "./test";

const TAGLINE = "Connecting top talent with innovative startups worldwide.";

async function metaDescription(page: Page) {
  return page.locator('meta[name="description"]').getAttribute("content");
}

test("the home page renders with header and footer", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Startup Jobs" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(TAGLINE);
});

test("/not-found answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/not-found");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  await expect(page.getByText("Oops! The page you are looking for does not exist.")).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found | Startup Jobs");
  await page.getByRole("link", { name: "Go Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown paths go home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("home page", () => {
  test("shows the newest jobs from the database, ten of them, with New badges", async ({ page, request }) => {
    await page.goto("/");
    const newest = (await (await request.get("/api/alljobs/0?limit=10")).json()) as { id: number; title: string }[];
    expect(newest).toHaveLength(10);
    const list = page.getByRole("list", { name: "Recently added jobs" });
    await expect(page.getByRole("heading", { name: "Recently Added Jobs" })).toBeVisible();
    await expect(list.getByRole("article")).toHaveCount(10);
    // Their text as written: a card below the fold is not laid out yet (content-visibility: auto), and innerText reads
    // the layout, so it would be empty there.
    const titles = (await list.getByRole("article").getByRole("heading").allTextContents()).map((title) =>
      title.trim(),
    );
    expect(titles).toEqual(newest.map((job) => job.title));
    await expect(list.getByText("New", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Jobs" })).toHaveAttribute("href", "/search/job");
  });

  test("Load more appends the next ten jobs and says it is loading meanwhile", async ({ page }) => {
    await page.goto("/");
    const list = page.getByRole("list", { name: "Recently added jobs" });
    await expect(list.getByRole("article")).toHaveCount(10);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/page=2/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Load more jobs" }).click();
    await expect(page.getByText("Loading more jobs...")).toBeVisible();
    release();
    await expect(list.getByRole("article")).toHaveCount(20);
    await expect(page.getByText("Loading more jobs...")).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Apply Now sends guests to log in with the apply path as returnUrl; View Details opens the job", async ({
    page,
  }) => {
    await page.goto("/");
    const card = page.getByRole("list", { name: "Recently added jobs" }).getByRole("article").first();
    const apply = card.getByRole("link", { name: /^Apply now to / });
    const href = await apply.getAttribute("href");
    expect(href).toMatch(/^\/login\?returnUrl=%2Fjobs%2F\d+%2Fapply$/);
    const id = /%2Fjobs%2F(\d+)%2Fapply/.exec(href!)![1];
    await expect(card.getByRole("link", { name: /^View details of / })).toHaveAttribute(
      "href",
      new RegExp(`^/job-details/${id}/`),
    );
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=%2Fjobs%2F${id}%2Fapply$`));
  });

  test("the search box asks for a term once touched, and submits to /search/{term}", async ({ page }) => {
    await page.goto("/");
    const box = page.locator("#hero-search");
    const error = page.getByText("Please enter a search term");
    await expect(error).toBeHidden();
    await box.focus();
    await box.blur();
    await expect(error).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await box.fill("React");
    await expect(error).toBeHidden();
    await box.fill("   ");
    await expect(error).toBeVisible();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toBeFocused();
    await box.fill("Data Engineer / ML");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/Data%20Engineer%20%2F%20ML$/);
  });

  test("the search box is dirty-checked too: typing then clearing shows the message", async ({ page }) => {
    await page.goto("/");
    const box = page.locator("#hero-search");
    await box.fill("a");
    await box.fill("");
    await expect(page.getByText("Please enter a search term")).toBeVisible();
  });

  test("typing in the hero shows suggestions; choosing one searches for it", async ({ page }) => {
    await page.goto("/");
    const box = page.locator("#hero-search");
    await box.pressSequentially("Data", { delay: 30 });
    const option = page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option").first();
    await expect(option).toBeVisible();
    const text = (await option.locator("span").first().innerText()).trim();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(text).replace(/[()*.+?]/g, "\\$&")}$`));
  });

  test("popular searches link to /search/{term}", async ({ page }) => {
    await page.goto("/");
    const popular = page.getByRole("navigation", { name: "Popular searches" });
    for (const term of ["Software Engineer", "Product Manager", "UX Designer", "Data Scientist"]) {
      await expect(popular.getByRole("link", { name: term, exact: true })).toHaveAttribute(
        "href",
        `/search/${encodeURIComponent(term)}`,
      );
    }
    await expect(popular.getByRole("link")).toHaveCount(4);
    await popular.getByRole("link", { name: "UX Designer" }).click();
    await expect(page).toHaveURL(/\/search\/UX%20Designer$/);
  });

  test("Popular Categories lists the 30 categories, each a search by name", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Popular Categories" })).toBeVisible();
    const links = page.getByRole("list", { name: "Job categories" }).getByRole("link");
    await expect(links).toHaveCount(30);
    const list = page.getByRole("list", { name: "Job categories" });
    expect(await list.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
    for (const link of await links.all()) {
      const name = (await link.innerText()).split("\n").pop()!.trim();
      await expect(link).toHaveAttribute("href", `/search/job?q=${encodeURIComponent(name)}`);
    }
    await page.getByRole("link", { name: /UX\/UI Design/ }).click();
    await expect(page).toHaveURL(/\/search\/job\?q=UX%2FUI%20Design$/);
  });

  test("has its title and meta description", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/^Startup Jobs \| /);
    expect((await metaDescription(page))?.length).toBeGreaterThan(50);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hero search is a plain GET to /search/job?q=", async ({ page }) => {
    await page.goto("/");
    await page.locator("#hero-search").fill("Backend");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // A plain GET form sends its empty location box too (decision 172).
    await expect(page).toHaveURL(/\/search\/job\?q=Backend(&where=)?$/);
  });

  test("Load more is a link to the next page", async ({ page }) => {
    await page.goto("/");
    // Enter, not a click: without JavaScript Playwright does not check what is under the pointer, and the cards laid
    // out as the link scrolls into view (content-visibility, decision 211) can move it from the point it computed.
    await page.getByRole("link", { name: "Load more jobs" }).press("Enter");
    await expect(page).toHaveURL(/\/\?page=2$/);
    await expect(page.getByRole("list", { name: "Recently added jobs" }).getByRole("article")).toHaveCount(10);
  });
});

test.describe("header", () => {
  test("logo, Login and Sign Up lead to their pages", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    expect(
      await header.evaluate((element) => [getComputedStyle(element).position, element.getBoundingClientRect().height]),
    ).toEqual(["fixed", 64]);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await header.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole("banner").getByRole("link", { name: "Startup Jobs" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("footer", () => {
  const links: [string, RegExp][] = [
    ["Browse Jobs", /\/jobs$/],
    ["Create Profile", /\/register$/],
    ["Post a Job", /\/hire-talent$/],
    ["Contact Us", /\/contact$/],
    ["About Us", /\/about$/],
    ["Privacy Policy", /\/legal\/privacy-policy$/],
    ["Terms of Service", /\/legal\/terms-of-service$/],
    ["Cookie Policy", /\/legal\/cookie-policy$/],
  ];

  test("has the groups, contact address, city, social links, newsletter, tagline and year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "For Job Seekers" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "For Employers" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "For Job Seekers" }).getByRole("link")).toHaveText([
      "Browse Jobs",
      "Create Profile",
    ]);
    await expect(footer.getByRole("navigation", { name: "For Employers" }).getByRole("link").first()).toHaveText(
      "Post a Job",
    );
    const mail = footer.getByRole("link", { name: "hello@startupjobs.example" });
    await expect(mail).toHaveAttribute("href", "mailto:hello@startupjobs.example");
    await expect(footer).toContainText("Bengaluru, India");
    await expect(footer).toContainText(TAGLINE);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Startup Jobs`);
    for (const network of ["LinkedIn", "X", "Instagram", "YouTube"]) {
      await expect(footer.getByRole("link", { name: `Startup Jobs on ${network}` })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
    await expect(footer.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  for (const [name, url] of links) {
    test(`'${name}' reaches its page`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The same page loaded afresh answers 200.
      const response = await page.request.get(page.url());
      expect(response.status()).toBe(200);
    });
  }
});

test.describe("pages", () => {
  test("about says what the product is and links onward", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | Startup Jobs");
    const main = page.getByRole("main");
    await expect(main).toContainText("Founded in 2023");
    await expect(main).toContainText(/curate/i);
    await expect(main).toContainText(/startups/);
    await expect(main).toContainText(/private/);
    for (const href of ["/jobs", "/hire-talent", "/register", "/contact"]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    expect(await metaDescription(page)).toContain("2023");
  });

  test("hire-talent says how to post, leads a visitor to the employer sign-up, and shows the contact address and a way home", async ({
    page,
  }) => {
    await page.goto("/hire-talent");
    await expect(page).toHaveTitle("Hire Talent | Startup Jobs");
    const main = page.getByRole("main");
    await expect(main.getByText("Coming soon")).toHaveCount(0);
    await expect(main.getByRole("listitem")).toHaveText([
      /^1\s*Create your employer account/,
      /^2\s*Post an opening/,
      /^3\s*Keep it current/,
    ]);
    await expect(main.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(main.getByRole("link", { name: "hello@startupjobs.example" })).toBeVisible();
    await main.getByRole("link", { name: "Create an employer account" }).click();
    await expect(page).toHaveURL(/\/register\/employer$/);
    await page.goto("/hire-talent");
    await main.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("contact shows the address and the city", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Us | Startup Jobs");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();
    await expect(main.getByRole("link", { name: "hello@startupjobs.example" })).toHaveAttribute(
      "href",
      "mailto:hello@startupjobs.example",
    );
    await expect(main).toContainText("Bengaluru, India");
  });

  test("every shell page has a title, a description and a canonical link", async ({ page }) => {
    const seen = new Set<string>();
    for (const path of [
      "/",
      "/about",
      "/hire-talent",
      "/contact",
      "/legal/privacy-policy",
      "/legal/terms-of-service",
      "/legal/cookie-policy",
      "/not-found",
      "/newsletter",
    ]) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/Startup Jobs/);
      expect(seen.has(title), `${path} has a title of its own`).toBe(false);
      seen.add(title);
      const description = await metaDescription(page);
      expect(description?.length, path).toBeGreaterThan(30);
      expect(description!.length, path).toBeLessThanOrEqual(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path === "/" ? "/" : path}$`),
      );
    }
  });
});

test.describe("legal", () => {
  const today = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date());

  test("/legal opens the privacy policy", async ({ page }) => {
    await page.goto("/legal");
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page).toHaveTitle("Privacy Policy | Startup Jobs");
  });

  test("the side menu switches the document and the URL, back and forward too", async ({ page }) => {
    await page.goto("/legal/privacy-policy");
    const menu = page.getByRole("navigation", { name: "Legal documents" });
    await expect(menu.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/legal\/terms-of-service$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(menu.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Terms of Service | Startup Jobs");
    await menu.getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/legal\/cookie-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  });

  test("terms and cookies take effect today; privacy has its own date", async ({ page }) => {
    await page.goto("/legal/terms-of-service");
    await expect(page.getByText(`Effective date: ${today}`)).toBeVisible();
    await page.goto("/legal/cookie-policy");
    await expect(page.getByText(`Effective date: ${today}`)).toBeVisible();
    await page.goto("/legal/privacy-policy");
    await expect(page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/)).toBeVisible();
  });

  test("the privacy policy covers what the spec lists", async ({ page }) => {
    await page.goto("/legal/privacy-policy");
    const headings = await page.getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts();
    for (const topic of [
      /collect/i,
      /use/i,
      /sharing/i,
      /advertising/i,
      /cookies/i,
      /retention/i,
      /rights/i,
      /security/i,
      /children/i,
      /contact/i,
      /governing law/i,
      /consent/i,
    ]) {
      expect(
        headings.some((heading) => topic.test(heading)),
        String(topic),
      ).toBe(true);
    }
    await expect(page.getByRole("article")).toContainText("under 16");
    await expect(page.getByRole("article")).toContainText("hello@startupjobs.example");
  });

  test("a path naming another document picks it by the URL rules; anything else is privacy", async ({ page }) => {
    await page.goto("/legal/old-terms-of-service-2023");
    await expect(page).toHaveURL(/\/legal\/terms-of-service$/);
    await page.goto("/legal/cookie-policy-v1");
    await expect(page).toHaveURL(/\/legal\/cookie-policy$/);
    await page.goto("/legal/whatever");
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });
});
