/**
 * The vendor's sign-in and password reset pages rendered on the server:
 * redirects, the island each page ships with its props, and the forms' texts in the page or its script.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../../tests/helpers.ts";
import { createCustomer } from "../../../tests/customers.ts";
import { createVendorAccount } from "./vendor-auth.fixtures.ts";
import { vendorNextPath } from "./vendor-auth.paths.ts";

const pageAs = (app: TestApp["app"], path: string, cookie?: string) =>
  app.request(path, {
    headers: { accept: "text/html,application/xhtml+xml", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });

async function html(app: TestApp["app"], path: string, cookie?: string): Promise<string> {
  const response = await pageAs(app, path, cookie);
  assert.equal(response.status, 200, path);
  assert.match(response.headers.get("content-type") ?? "", /text\/html/);
  return await response.text();
}

/** The props an island was rendered with. */
function islandProps(page: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(page);
  assert.ok(match, `the page renders the ${name} island`);
  return JSON.parse(
    match[1].replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">").replaceAll("&#x27;", "'"),
  );
}

/** Every script a page loads (entries and preloaded chunks), concatenated. */
async function scriptsOf(app: TestApp["app"], page: string): Promise<string> {
  const urls = [
    ...page.matchAll(/<script[^>]* src="([^"]+)"/g),
    ...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1]);
  const bodies = await Promise.all(urls.map(async (url) => await (await app.request(url)).text()));
  return bodies.join("\n");
}

const text = (page: string) =>
  page.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

Deno.test("vendorNextPath: same-site paths only, never back to the sign-in pages", () => {
  assert.equal(vendorNextPath(null), "/vendor-dashboard");
  assert.equal(vendorNextPath(""), "/vendor-dashboard");
  assert.equal(vendorNextPath("/vendor-orders?page=2"), "/vendor-orders?page=2");
  assert.equal(vendorNextPath("/"), "/");
  for (const bad of ["//evil.example", "https://evil.example/", "/\\evil.example", "vendor-orders", "/a b"]) {
    assert.equal(vendorNextPath(bad), "/vendor-dashboard", bad);
  }
  for (const loop of ["/vendor-login", "/login?next=/x", "/vendor-otp", "/forgot-password"]) {
    assert.equal(vendorNextPath(loop), "/vendor-dashboard", loop);
  }
});

Deno.test("vendor login page: the form for everyone but a signed-in store, who goes on", async (t) => {
  const test = await createTestApp();
  try {
    await t.step("/vendor-login and /login: Email, Password, Login, Forgot Password", async () => {
      for (const path of ["/vendor-login", "/login"]) {
        const page = await html(test.app, path);
        const words = text(page);
        assert.match(page, /<title>Vendor login/);
        assert.deepEqual(islandProps(page, "VendorLoginForm"), { next: "/vendor-dashboard" });
        for (const label of ["Email", "Password", "Login", "Forgot Password?", "Show"]) {
          assert.ok(words.includes(label), `${path}: ${label}`);
        }
        assert.match(
          page,
          /<input[^>]*type="email"[^>]*name="email"|<input[^>]*name="email"[^>]*type="email"/,
        );
        assert.match(page, /href="\/vendor-forgot-password"/);
        assert.match(page, /href="\/store"/);
      }
      const script = await scriptsOf(test.app, await html(test.app, "/vendor-login"));
      for (
        const spec of ["Login successful", "Invalid credentials", "Error logging in", "/api/vendor/login"]
      ) {
        assert.ok(script.includes(spec), `the form's script says '${spec}'`);
      }
    });

    await t.step("?next= is kept when it is a same-site path", async () => {
      const page = await html(test.app, "/vendor-login?next=%2Fvendor-orders%3Fpage%3D2");
      assert.deepEqual(islandProps(page, "VendorLoginForm"), { next: "/vendor-orders?page=2" });
      const evil = await html(test.app, "/vendor-login?next=%2F%2Fevil.example");
      assert.deepEqual(islandProps(evil, "VendorLoginForm"), { next: "/vendor-dashboard" });
    });

    await t.step("a signed-in store goes to its dashboard (or ?next=); others see the form", async () => {
      const vendor = await createVendorAccount(test.db);
      const response = await pageAs(test.app, "/vendor-login", vendor.cookie);
      assert.equal(response.status, 302);
      assert.equal(response.headers.get("location"), "/vendor-dashboard");
      const next = await pageAs(test.app, "/login?next=/vendor-orders", vendor.cookie);
      assert.equal(next.headers.get("location"), "/vendor-orders");
      const customer = await createCustomer(test.db);
      await html(test.app, "/vendor-login", customer.cookie);
      const storeless = await createCustomer(test.db, { role: "vendor" });
      await html(test.app, "/vendor-login", storeless.cookie);
    });

    await t.step("the vendor pages send visitors here with ?next=", async () => {
      const response = await pageAs(test.app, "/vendor-orders");
      assert.equal(response.status, 302);
      assert.equal(response.headers.get("location"), "/vendor-login?next=%2Fvendor-orders");
    });
  } finally {
    await test.close();
  }
});

Deno.test("vendor password reset pages: each step, its state rules and texts", async (t) => {
  const test = await createTestApp();
  try {
    let script = "";

    await t.step("/vendor-forgot-password and /forgot-password ask for the email", async () => {
      for (const path of ["/vendor-forgot-password", "/forgot-password"]) {
        const page = await html(test.app, path);
        assert.deepEqual(islandProps(page, "VendorResetFlow"), { step: "request" });
        assert.ok(text(page).includes("Send OTP"));
        assert.match(page, /href="\/vendor-login"/);
        script = await scriptsOf(test.app, page);
      }
      for (
        const spec of [
          "Failed to send OTP",
          "Something went wrong",
          // The island's paths come from src/auth/password-reset/reset-flow.ts (the vendor's flow and the admin's).
          '"/vendor"',
          "/forgot-password",
          '"/vendor-otp"',
          "?email=",
          "Failed to Verify OTP",
          "Failed to verify OTP",
          "Invalid access. Please complete OTP verification first.",
          "Password must be at least 6 characters long.",
          "Passwords do not match.",
          "Password reset successfully! Redirecting to login...",
          "Failed to reset password",
          "sessionStorage",
        ]
      ) assert.ok(script.includes(spec), `the reset script says '${spec}'`);
    });

    await t.step("/vendor-otp: the code for the email of the previous step", async () => {
      const page = await html(test.app, "/vendor-otp?email=orders%40lakshmimobiles.in");
      assert.deepEqual(islandProps(page, "VendorResetFlow"), {
        step: "verify",
        email: "orders@lakshmimobiles.in",
      });
      assert.match(page, /autoComplete="one-time-code"|autocomplete="one-time-code"/);
      assert.match(page, /inputMode="numeric"|inputmode="numeric"/);
      assert.match(page, /<meta name="robots" content="[^"]*noindex/);
    });

    await t.step("/vendor-otp without an email says to go back", async () => {
      for (const path of ["/vendor-otp", "/vendor-otp?email=%20"]) {
        const page = await html(test.app, path);
        assert.ok(
          text(page).includes("Error: No email provided. Please go back and enter your email."),
          path,
        );
        assert.doesNotMatch(page, /data-island="VendorResetFlow"/);
        assert.match(page, /href="\/vendor-forgot-password"/);
      }
    });

    await t.step("an email in the query is text, never markup", async () => {
      const page = await html(test.app, "/vendor-otp?email=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
      assert.doesNotMatch(page, /<script>alert/);
      assert.equal(islandProps(page, "VendorResetFlow").email, "<script>alert(1)</script>");
    });

    await t.step("/vendor-reset-password: the island reads the verified step in the browser", async () => {
      const page = await html(test.app, "/vendor-reset-password");
      assert.deepEqual(islandProps(page, "VendorResetFlow"), { step: "reset" });
      assert.match(page, /<meta name="robots" content="[^"]*noindex/);
      assert.doesNotMatch(page, /name="newPassword"/, "no form before the verified step is read");
    });
  } finally {
    await test.close();
  }
});
