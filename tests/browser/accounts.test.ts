/**
 * Accounts in a real browser: sign up (client-side rules first), log in and land where the shopper was
 * going, the header's account icon, edit the name, change the email (which asks for the current password),
 * log out; and the pages at phone width.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, untilItWorks } from "./browser.ts";

const notice = (page: Page) => page.getByTestId("form-notice");

browserTest("customer accounts in a browser", async ({ t, newPage }) => {
  const id = crypto.randomUUID().slice(0, 8);
  let email = `meera.${id}@example.in`;
  const page = await newPage();

  await t.step("sign up: the client applies the server's rules, then the account is created", async () => {
    await page.goto("/signup-customer");
    await page.getByLabel("Full name").fill("Meera Iyer");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Mobile number").fill("5123456789");
    await page.getByLabel("Password", { exact: true }).fill("meera-pass");
    const submit = page.getByRole("button", { name: "Create account" });
    await untilItWorks(() => submit.click(), () => notice(page).waitFor({ timeout: 1_000 }));
    assert.match(await notice(page).innerText(), /10-digit mobile number/);
    assert.equal(await page.getByLabel("Mobile number").getAttribute("aria-invalid"), "true");

    await page.getByLabel("Mobile number").fill("9123456789");
    await submit.click();
    await page.getByText("Sign up successful! You can now log in.").waitFor();
    assert.equal(
      await notice(page).getByRole("link", { name: "Log in now" }).getAttribute("href"),
      "/login-customer",
    );
    await page.waitForURL(/\/login-customer$/, { timeout: 5_000 }); // the automatic move to the login page
  });

  await t.step("log in: a wrong password is refused, the right one goes on to `next`", async () => {
    await page.goto("/login-customer?next=/cart");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-pass");
    const submit = page.getByRole("button", { name: "Log in" });
    await untilItWorks(() => submit.click(), () => notice(page).waitFor({ timeout: 2_000 }));
    await page.getByText("Invalid email or password.").waitFor();

    await page.getByLabel("Password", { exact: true }).fill("meera-pass");
    await submit.click();
    await page.waitForURL(/\/cart$/);
    // The header now links to the account, with the cart count beside the cart icon.
    const account = page.locator(".header-icons").getByRole("link", { name: "Account" });
    assert.equal(await account.getAttribute("href"), "/account");
    assert.equal(await page.locator(".header-icons").getByRole("link", { name: "Sign in" }).count(), 0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("app-storage") ?? "{}"));
    assert.equal(stored.user?.name, "Meera Iyer");
    // Back on the login page, a signed-in customer is sent to the account instead.
    await page.goto("/login-customer");
    await page.waitForURL(/\/account$/);
  });

  await t.step("account: edit the name (Edit, Save), then Cancel leaves the mobile as it was", async () => {
    await page.goto("/account");
    assert.equal(await page.getByTestId("account-email").innerText(), email);
    await untilItWorks(
      () => page.getByRole("button", { name: "Edit name" }).click(),
      () => page.getByLabel("New name").waitFor({ timeout: 1_000 }),
    );
    // One field at a time: the other Edit buttons wait.
    assert.ok(await page.getByRole("button", { name: "Edit mobile" }).isDisabled());
    await page.getByLabel("New name").fill("Meera S. Iyer");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Account updated successfully!").waitFor();
    assert.equal(await page.getByTestId("account-name").innerText(), "Meera S. Iyer");

    await page.getByRole("button", { name: "Edit mobile" }).click();
    await page.getByLabel("New mobile").fill("123");
    await page.getByRole("button", { name: "Save" }).click();
    // The field's own rule, not "Please fill in all fields.", and shown at the field too.
    await page.getByText(
      "Account update failed! Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.",
    ).waitFor();
    assert.equal(await page.getByLabel("New mobile").getAttribute("aria-invalid"), "true");
    await page.getByRole("button", { name: "Cancel" }).click();
    assert.equal(await page.getByTestId("account-mobile").innerText(), "9123456789");

    await page.reload();
    assert.equal(await page.getByTestId("account-name").innerText(), "Meera S. Iyer", "saved on the server");
  });

  await t.step(
    "account: a new email needs the current password, and a wrong one is shown at its field",
    async () => {
      const newEmail = `meera.iyer.${id}@example.in`;
      await page.getByRole("button", { name: "Edit email" }).click();
      const current = page.getByLabel("Current password");
      assert.equal(await current.getAttribute("autocomplete"), "current-password");
      await page.getByLabel("New email").fill(newEmail);
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText(
        "Account update failed! Please enter your current password to change your email or password.",
      ).waitFor();
      assert.equal(await current.getAttribute("aria-invalid"), "true");

      await current.fill("wrong-pass");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Account update failed! Your current password is incorrect.").waitFor();
      assert.equal(await current.getAttribute("aria-invalid"), "true");
      assert.equal(await current.inputValue(), "", "the wrong password is cleared to type again");
      // The error is read with the field, not only in the notice at the top.
      const describedBy = (await current.getAttribute("aria-describedby")) ?? "";
      const errorId = describedBy.split(" ").find((part) => part.endsWith("-error"));
      assert.ok(errorId, "the field is described by its error");
      assert.equal(await page.locator(`#${errorId}`).innerText(), "Your current password is incorrect.");
      assert.equal(await page.getByTestId("account-email").count(), 0, "still editing");

      await current.fill("meera-pass");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("Account updated successfully!").waitFor();
      assert.equal(await page.getByTestId("account-email").innerText(), newEmail);
      email = newEmail;
    },
  );

  await t.step("log out: home as a visitor, and /account asks to log in again", async () => {
    await untilItWorks(
      () => page.getByRole("button", { name: "Logout" }).click(),
      () => page.waitForURL((url) => url.pathname === "/", { timeout: 2_000 }),
    );
    await page.locator(".header-icons").getByRole("link", { name: "Sign in" }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("app-storage") ?? "{}"));
    assert.equal(stored.user, undefined);
    await page.goto("/account");
    await page.waitForURL(/\/login-customer\?next=\/account$/);
  });

  await t.step("phones: the three pages, and the account's edit form, fit 375 and 390 px", async () => {
    const phone = await newPage({ width: 375, height: 812 });
    for (const path of ["/login-customer", "/signup-customer"]) {
      await phone.goto(path);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow}px`);
    }
    await phone.goto("/login-customer?next=/account");
    await phone.getByLabel("Email address").fill(email);
    await phone.getByLabel("Password", { exact: true }).fill("meera-pass");
    await untilItWorks(
      () => phone.getByRole("button", { name: "Log in" }).click(),
      () => phone.waitForURL(/\/account$/, { timeout: 2_000 }),
    );
    // A second click of a slow first login may still be navigating: measure the settled page.
    await phone.waitForLoadState("load");
    await phone.getByRole("heading", { name: "Your account" }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `/account scrolls sideways by ${overflow}px`);

    await phone.setViewportSize({ width: 390, height: 844 });
    await untilItWorks(
      () => phone.getByRole("button", { name: "Edit password" }).click(),
      () => phone.getByLabel("Current password").waitFor({ timeout: 1_000 }),
    );
    for (const label of ["New password", "Current password"]) {
      const box = await phone.getByLabel(label).boundingBox();
      assert.ok(
        box && box.x >= 0 && box.x + box.width <= 390,
        `${label} fits the screen: ${JSON.stringify(box)}`,
      );
      assert.ok(box.height >= 44, `${label} is tall enough to tap`);
    }
    const editing = await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(editing <= 0, `the edit form scrolls sideways by ${editing}px`);
  });
});
