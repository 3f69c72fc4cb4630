import { expect, test } from "./test";
import { newCandidate, readResetCode } from "./accounts-helpers";

// Forms must work before (or without) JavaScript: plain HTML posts to the route actions.
test.use({ javaScriptEnabled: false });

test("without JavaScript: register, log out, log in, and a reset code request", async ({ page }) => {
  const candidate = newCandidate("nojs");
  await page.goto("/register");
  // The server's messages show when the browser cannot check the form itself.
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter your full name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  await page.getByLabel("Full name").fill(candidate.name);
  await page.getByLabel("Email", { exact: true }).fill(candidate.email);
  await page.getByLabel("Password", { exact: true }).fill(candidate.password);
  await page.getByLabel("Phone").fill("+91 98450 12345");
  await page.getByLabel("Years of experience").fill("2");
  await page.getByLabel("Desired job title").fill("Data Analyst");
  await page.getByLabel("Preferred industry").fill("Healthtech");
  await page.getByLabel("Skills").fill("SQL, Python");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The profile form opens with what registration stored.
  await expect(page.getByLabel("Desired job title")).toHaveValue("Data Analyst");
  // The username was derived from the e-mail when left empty.
  const user = (await (await page.request.get("/api/getuser")).json()) as { username: string | null };
  expect(user.username).toBe(
    candidate.email
      .split("@")[0]
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, 24),
  );

  // The desktop user menu is a <details> element: it opens without scripts.
  await page.locator("header details summary").first().click();
  await page.locator("header").getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/login?returnUrl=%2Fdashboard%2Fprofile");
  await page.getByLabel("Username or email").fill(candidate.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await page.getByLabel("Password", { exact: true }).fill(candidate.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(candidate.email);
  const since = Date.now();
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  const code = await readResetCode(candidate.email, since);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await page.getByLabel("New password", { exact: true }).fill("An0ther phrase!");
  await page.getByLabel("Confirm password").fill("An0ther phrase!");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByText("Your password has been reset. You can now log in with your new password."),
  ).toBeVisible();
});

test("without JavaScript: LinkedIn says it is coming soon", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "LinkedIn" }).click();
  await expect(page.getByText("LinkedIn login is coming soon!")).toBeVisible();
});
