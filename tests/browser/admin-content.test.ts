/**
 * The admin's cities and audit trail in a real browser: the admin adds a city with the Enter
 * key on /panel/cities, the public /cities page lists it, and the audit trail shows the change.
 */
import assert from "node:assert/strict";
import { browserTest, untilItWorks } from "./browser.ts";
import { DEMO_ADMIN } from "../../db/seed/content/accounts.ts";

const CITY = `Tura ${crypto.randomUUID().slice(0, 4)}`;

browserTest(
  "admin: a city added with Enter shows on /cities and in the audit trail",
  async ({ t, newPage }) => {
    const admin = await newPage({ width: 1366, height: 900 });
    const login = await admin.request.post("/api/admin/login", {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    assert.equal(login.status(), 200, await login.text());

    await t.step("/panel/cities: type a city, press Enter, it joins the list", async () => {
      await admin.goto("/panel/cities");
      const field = admin.getByLabel("City name");
      const list = admin.getByTestId("city-list");
      // Enter may land before the island has hydrated (a plain form submit reloads the page): try again.
      await untilItWorks(
        async () => {
          await field.fill(CITY);
          await field.press("Enter");
        },
        () => list.getByText(CITY, { exact: true }).waitFor({ timeout: 2000 }),
      );
      await admin.getByText(`${CITY} added.`).waitFor();
    });

    await t.step("the public /cities page lists it", async () => {
      const visitor = await newPage({ width: 390, height: 844 });
      await visitor.goto("/cities");
      await visitor.getByText(CITY, { exact: true }).first().waitFor();
    });

    await t.step("the audit trail shows the change, who made it and the name", async () => {
      await admin.goto("/panel/audit");
      await admin.getByLabel("Kind").selectOption("city");
      await admin.getByRole("button", { name: "Filter" }).click();
      await admin.waitForURL(/kind=city/);
      const row = admin.locator("#audit tbody tr").first();
      await row.getByText("city.create").waitFor();
      assert.match(await row.innerText(), new RegExp(`SwiftCart Admin[\\s\\S]*Name: ${CITY}`));
    });
  },
);
