import { readFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./test";

// tests/e2e/serve.ts puts the board's data (and so its outbox) here.
const outbox = path.join(process.env.DATA_DIR ?? path.join(tmpdir(), `jobboard-e2e-${process.env.E2E_PORT}`), "outbox");

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail to `to` in the outbox, waiting for it to be written. */
async function mailTo(to: string, { subject }: { subject: RegExp }): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith(".eml"))
          .sort();
        for (const file of files.reverse()) {
          const raw = await readFile(path.join(outbox, file), "utf8");
          if (new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(raw) && subject.test(raw)) {
            found = decodeQuotedPrintable(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

function linkIn(mail: string, pathname: string): string {
  // The origin, then the page's own path: the List-Unsubscribe header's /api/newsletter/… link must not match.
  const match = mail.match(new RegExp(`https?://[^\\s"<>/]+${pathname.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`));
  expect(match, `a ${pathname} link in the mail`).not.toBeNull();
  return match![0];
}

function unique(label: string) {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function subscribeInFooter(page: Page, email: string) {
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
}

test("subscribe in the footer, confirm from the mail, unsubscribe in one click", async ({ page }) => {
  const email = unique("asha");
  await page.goto("/about");
  await subscribeInFooter(page, email);
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(
    "Thanks! Check your inbox and click the link to confirm your subscription.",
  );
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" })).toHaveValue("");

  const mail = await mailTo(email, { subject: /Confirm your Startup Jobs newsletter subscription/ });
  const confirm = linkIn(mail, "/newsletter/confirm");
  const unsubscribe = linkIn(mail, "/newsletter/unsubscribe");

  // Opening the link (as mail scanners do) changes nothing; the button confirms.
  const opened = await page.goto(confirm);
  expect(opened?.status()).toBe(200);
  await expect(page).toHaveTitle(/Confirm your subscription/);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();

  // The same form again: the same answer, and a note instead of a new confirmation link.
  await subscribeInFooter(page, email);
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(
    "Thanks! Check your inbox and click the link to confirm your subscription.",
  );
  await mailTo(email, { subject: /already subscribed/ });

  const unsubscribePage = await page.goto(unsubscribe);
  expect(unsubscribePage?.status()).toBe(200);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  // After unsubscribing, the old confirmation link no longer works.
  const stale = await page.goto(confirm);
  expect(stale?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

test("an address the form accepts but is not valid gets the validation message", async ({ page }) => {
  await page.goto("/");
  await subscribeInFooter(page, "someone@localhost");
  const status = page.getByRole("contentinfo").getByRole("status");
  await expect(status).toHaveText("Please enter a valid email address");
  await expect(page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
});

test("a made-up unsubscribe link says it does not work", async ({ page }) => {
  const response = await page.goto(`/newsletter/unsubscribe?token=${"a".repeat(43)}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form posts to /newsletter and the page answers", async ({ page }) => {
    const email = unique("ravi");
    await page.goto("/contact");
    await subscribeInFooter(page, email);
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(
      page.getByText("Thanks! Check your inbox and click the link to confirm your subscription.").first(),
    ).toBeVisible();
    const confirm = linkIn(await mailTo(email, { subject: /Confirm your/ }), "/newsletter/confirm");
    await page.goto(confirm);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
  });
});
