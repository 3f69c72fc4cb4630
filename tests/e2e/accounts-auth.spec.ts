import { expect, test } from "./test";
import {
  fakeGoogleClient,
  googleIdToken,
  logIn,
  newCandidate,
  readResetCode,
  register,
  uniqueEmail,
} from "./accounts-helpers";

test.beforeEach(async ({ page }) => {
  // No Internet in tests: Google's client script is replaced (and never reached) unless a test installs its fake.
  await fakeGoogleClient(page, null);
});

async function openUserMenu(page: import("@playwright/test").Page) {
  await page.locator("header details summary").first().click();
}

async function logOutViaHeader(page: import("@playwright/test").Page) {
  await openUserMenu(page);
  await page.locator("header").getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/(logout)?$/);
  if (page.url().endsWith("/logout")) {
    // A menu whose form lacks the CSRF field gets the confirmation page instead of a silent logout.
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("header").getByRole("link", { name: "Login" }).first()).toBeAttached();
}

test("register, log out, log in with username and with e-mail", async ({ page, context }) => {
  const candidate = newCandidate("reg");
  await register(page, candidate);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  // The profile form opens with what registration stored.
  await expect(page.getByLabel("Desired job title")).toHaveValue("Frontend Engineer");
  // httpOnly, SameSite=Lax session cookie holding a three-part token.
  const session = (await context.cookies()).find((cookie) => cookie.name === "session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  expect(session?.value.split(".")).toHaveLength(3);
  // The header shows the display name (SPEC §3).
  await expect(page.locator("header")).toContainText("Ananya Iyer");

  await logOutViaHeader(page);
  // The old token no longer opens guarded pages.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard/);

  await page.goto("/login");
  await logIn(page, candidate.username, candidate.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  await expect(page.getByRole("heading", { name: "Hello, Ananya Iyer" })).toBeVisible();
  await expect(page.getByText(/^Good (morning|afternoon|evening)$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Recommended Jobs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recommended Jobs For You" })).toBeVisible();
  await logOutViaHeader(page);

  await page.goto("/login");
  await logIn(page, candidate.email.toUpperCase(), candidate.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
  // A signed-in user opening /login goes to /profile.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/profile$/);
});

test("register shows the SPEC messages once touched and keeps submit disabled while invalid", async ({ page }) => {
  await page.goto("/register");
  await expect(page).toHaveTitle("Register | Startup Jobs");
  const submit = page.getByRole("button", { name: "Create Account" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Full name").focus();
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Phone").fill("call me");
  await page.getByLabel("Years of experience").fill("51");
  await page.getByLabel("Skills").focus();
  await page.getByLabel("Desired job title").focus();
  await page.getByLabel("Preferred industry").focus();
  await page.getByLabel("Full name").focus();
  for (const message of [
    "Please enter your full name",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
    "Please enter a valid phone number",
    "Please enter your years of experience",
    "Please enter your skills",
    "Please enter your desired job title",
    "Please enter your preferred industry",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(submit).toBeDisabled();
});

test("a taken e-mail gets a message on the field", async ({ page }) => {
  const candidate = newCandidate("dup");
  await register(page, candidate);
  await page.context().clearCookies();
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email", { exact: true }).fill(candidate.email);
  await page.getByLabel("Password", { exact: true }).fill("another password");
  await page.getByLabel("Phone").fill("080 4567 8901");
  await page.getByLabel("Years of experience").fill("0");
  await page.getByLabel("Desired job title").fill("Designer");
  await page.getByLabel("Preferred industry").fill("Media");
  await page.getByLabel("Skills").fill("Figma");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("An account with this e-mail already exists. Log in or reset your password.").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("wrong password shows the message and clears the password", async ({ page }) => {
  const candidate = newCandidate("wrong");
  await register(page, candidate);
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page).toHaveTitle("Login | Startup Jobs");
  await logIn(page, candidate.username, "not the password");
  await expect(page.getByTestId("login-message")).toHaveText("Invalid username or password");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  // The board emptied the field; the person typed a password, so it is not "required" yet.
  await expect(page.getByText("Password is required")).toHaveCount(0);
  await expect(page.getByLabel("Username or email")).toHaveValue(candidate.username);
  // An unknown user gets the very same answer.
  await logIn(page, "no-such-user-anywhere", "not the password");
  await expect(page.getByTestId("login-message")).toHaveText("Invalid username or password");
});

test("login validates empty fields, toggles the password and says LinkedIn is coming", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret123");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "LinkedIn" }).click();
  await expect(page.getByText("LinkedIn login is coming soon!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
});

test("remember me keeps the username on this device", async ({ page }) => {
  const candidate = newCandidate("remember");
  await register(page, candidate);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Remember me").check();
  await logIn(page, candidate.username, candidate.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page.getByLabel("Username or email")).toHaveValue(candidate.username);
  await expect(page.getByLabel("Remember me")).toBeChecked();
});

test("a guarded route sends a guest to login and back after signing in; a hostile returnUrl is ignored", async ({
  page,
}) => {
  const candidate = newCandidate("guard");
  await register(page, candidate);
  await page.context().clearCookies();

  const response = await page.goto("/dashboard/jobs-list");
  expect(response?.url()).toMatch(/\/login\?returnUrl=%2Fdashboard%2Fjobs-list$/);
  await logIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/dashboard\/jobs-list$/);
  await expect(page.getByRole("heading", { name: "My Job Postings" })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/login?returnUrl=//evil.example/steal&message=Please%20log%20in%20to%20save%20jobs.");
  await expect(page.getByText("Please log in to save jobs.")).toBeVisible();
  await logIn(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/jobs$/);

  for (const path of ["/dashboard/create-a-job", "/edit-job/1", "/profile"]) {
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(path)}$`));
  }
});

test("forgot password: code by e-mail, verify, new password, then log in with it", async ({ page }) => {
  const candidate = newCandidate("reset");
  await register(page, candidate);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.locator("[data-illustration=email]")).toBeAttached();
  const progress = page.getByRole("list", { name: "Progress" });
  await expect(progress.locator("[aria-current=step]")).toContainText("Email");
  const send = page.getByRole("button", { name: "Send Code" });
  await page.getByLabel("Email", { exact: true }).fill("nope");
  await page.getByLabel("Email", { exact: true }).blur();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(send).toBeDisabled();
  await page.getByLabel("Email", { exact: true }).fill("");
  await expect(page.getByText("Email is required")).toBeVisible();

  // Step 1 to 2, then back, then again.
  await page.getByLabel("Email", { exact: true }).fill(candidate.email);
  const since = Date.now();
  await send.click();
  await expect(
    page.getByText(/^If an account exists for that e-mail, we have sent a 6-digit verification code/),
  ).toBeVisible();
  await expect(progress.locator("[data-state=completed]")).toContainText("Email");
  await expect(progress.locator("[aria-current=step]")).toContainText("Verify code");
  await expect(page.locator("[data-illustration=verify]")).toBeAttached();
  await expect(page.getByRole("button", { name: /^Resend code in (60|59|58)s$/ })).toBeDisabled();
  const code = await readResetCode(candidate.email, since);

  const codeField = page.getByLabel("Verification code");
  await expect(codeField).toHaveAttribute("maxlength", "6");
  await codeField.fill("12");
  await codeField.blur();
  await expect(page.getByText("Please enter a valid 6-digit code")).toBeVisible();
  await codeField.fill("");
  await expect(page.getByText("Verification code is required")).toBeVisible();
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(
    page.getByText("Invalid or expired verification code. Please check the code or request a new one."),
  ).toBeVisible();
  await codeField.fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();

  await expect(progress.locator("[aria-current=step]")).toContainText("New password");
  await expect(page.locator("[data-illustration=new-password]")).toBeAttached();
  await expect(page.getByText("Use at least 8 characters with a mix of letters, numbers and symbols.")).toBeVisible();
  // Back to step 2 and forward again.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(progress.locator("[aria-current=step]")).toContainText("Verify code");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(progress.locator("[aria-current=step]")).toContainText("New password");

  const newPassword = "N3w secret phrase!";
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByLabel("New password", { exact: true }).focus();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset Password" })).toBeDisabled();
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();

  await expect(page.getByRole("heading", { name: "Password reset" })).toBeVisible();
  await expect(
    page.getByText("Your password has been reset. You can now log in with your new password."),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Progress" })).toHaveCount(0);
  await expect(page.locator("[data-illustration=success]")).toBeAttached();
  await page.getByRole("link", { name: "Go to Login" }).click();

  await logIn(page, candidate.username, candidate.password);
  await expect(page.getByTestId("login-message")).toHaveText("Invalid username or password");
  await logIn(page, candidate.username, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
});

test("forgot password answers an unknown e-mail exactly like a known one", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("ghost"));
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(
    page.getByText(/^If an account exists for that e-mail, we have sent a 6-digit verification code/),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Progress" }).locator("[aria-current=step]")).toContainText(
    "Verify code",
  );
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("list", { name: "Progress" }).locator("[aria-current=step]")).toContainText("Email");
});

test("Google sign-in with a locally signed ID token creates the account and opens the profile", async ({ page }) => {
  const email = uniqueEmail("google");
  const credential = await googleIdToken({
    sub: `google-${Date.now()}`,
    email,
    name: "Divya Menon",
    given_name: "Divya",
    family_name: "Menon",
  });
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await fakeGoogleClient(page, credential);
  await page.goto("/login");
  const button = page.getByTestId("google-sign-in").getByRole("button", { name: "Sign in with Google" });
  await expect(button).toBeVisible();
  // SPEC §9 button defaults and the one-tap prompt.
  expect(
    await page.evaluate(
      () => (window as unknown as { __gsiButtonOptions: Record<string, unknown> }).__gsiButtonOptions,
    ),
  ).toMatchObject({
    type: "icon",
    size: "medium",
    text: "signin_with",
    shape: "rectangular",
    theme: "outline",
    logo_alignment: "left",
  });
  expect(await page.evaluate(() => (window as unknown as { __gsiPrompted?: boolean }).__gsiPrompted)).toBe(true);
  await button.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
  await expect(page.locator("header")).toContainText("Divya Menon");
});

test("a forged Google token is refused with the SPEC message", async ({ page }) => {
  const forged = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIiwiZW1haWwiOiJhZG1pbkBleGFtcGxlLmluIn0.c2lnbmF0dXJl";
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await fakeGoogleClient(page, forged);
  await page.goto("/login");
  await page.getByTestId("google-sign-in").getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByTestId("login-message")).toHaveText("Google authentication failed. Please try again.");
  await expect(page).toHaveURL(/\/login$/);
});
