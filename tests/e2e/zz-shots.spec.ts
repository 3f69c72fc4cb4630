import { test } from "./test";
for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const page = await context.newPage();
    const cat = (await (await page.request.get("/api/search?limit=1")).json()).facets.category[0].value;
    for (const [name, path] of [["companies", "/companies"], ["jobs", "/jobs"], ["category", `/category/${cat}`], ["companies-filtered", "/companies?stage=series-a"]]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.screenshot({ path: `/tmp/pages/${name}-${width}.png`, fullPage: false });
      if (width === 390 && name === "companies") {
        await page.getByRole("button", { name: /^Filters/ }).click();
        await page.screenshot({ path: `/tmp/pages/companies-open-390.png` });
        await page.getByRole("group", { name: "Funding stage" }).getByRole("checkbox").nth(3).check();
        await page.getByRole("button", { name: "Apply filters" }).click();
        await page.waitForURL(/stage=/);
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/pages/companies-applied-390.png` });
      }
    }
    await page.goto("/companies");
    await page.screenshot({ path: `/tmp/pages/companies-full-${width}.png`, fullPage: true });
    await context.close();
  });
}
