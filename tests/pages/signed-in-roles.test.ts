/**
 * A store or the admin signed in on the storefront is not a shopper: the header says who is signed in and
 * leads to their panel and profile, /account sends them to their own profile, the product page's buttons,
 * /cart and /wishlist tell them to sign in as a customer (not an empty cart) and lead to their panel. Pages kept as templates for signed-in shoppers still show
 * each viewer their own header, whoever viewed the page first; with the page cache off too.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers.ts";
import { insertProduct, insertVendor } from "../fixtures.ts";
import { createCustomer } from "../customers.ts";
import { createStoreAccount } from "../orders.ts";

const visit = (app: TestApp["app"], path: string, cookie?: string) =>
  app.request(path, {
    headers: {
      accept: "text/html,application/xhtml+xml",
      "accept-encoding": "identity",
      ...cookie && { cookie },
    },
  });

/** The header's HTML of a page. */
async function header(app: TestApp["app"], path: string, cookie: string): Promise<string> {
  const response = await visit(app, path, cookie);
  assert.equal(response.status, 200, path);
  const page = await response.text();
  const match = page.match(/<header class="site-header">[\s\S]*?<\/header>/);
  assert.ok(match, `${path}: no header`);
  return match[0];
}

/** The main content's HTML of a page (what is below the header). */
async function main(app: TestApp["app"], path: string, cookie: string): Promise<string> {
  const response = await visit(app, path, cookie);
  assert.equal(response.status, 200, path);
  const match = (await response.text()).match(/<main[\s\S]*?<\/main>/);
  assert.ok(match, `${path}: no main`);
  return match[0];
}

/** Visible text: tags removed, React's entities decoded, spaces collapsed. */
const text = (html: string) =>
  html.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

for (const cacheMb of ["64", "0"]) {
  Deno.test(`storefront header and /account per role (page cache ${cacheMb} MB)`, async () => {
    const t = await createTestApp({ env: { PAGE_CACHE_MB: cacheMb } });
    try {
      const store = await insertVendor(t.db, { store_name: `Lakshmi "Mobiles" & <Sons>` });
      const vendor = await createStoreAccount(t.db, store.id);
      const admin = await createCustomer(t.db, { role: "admin", name: "Asha Admin" });
      const customer = await createCustomer(t.db, { name: "Ravi Shopper" });
      const product = await insertProduct(t.db, { vendor_id: store.id, name: "Redmi Note 13" });

      // Pages kept as a template (shared, slotted) and rendered whole; each viewed by all three in turn.
      for (const path of ["/products", "/", `/product/${product.id}`, "/about", "/cart", "/wishlist"]) {
        for (const round of [1, 2]) {
          const vendorHeader = await header(t.app, path, vendor.cookie);
          assert.match(
            text(vendorHeader),
            /Signed in as store (Store )?Lakshmi "Mobiles" & <Sons>/,
            `${path} ${round}`,
          );
          assert.ok(vendorHeader.includes("Lakshmi &quot;Mobiles&quot; &amp; &lt;Sons&gt;"), "escaped");
          assert.ok(vendorHeader.includes('href="/vendor-dashboard"'), `${path}: the vendor panel`);
          assert.ok(vendorHeader.includes('href="/vendor-profile"'), `${path}: the store's profile`);
          assert.ok(!vendorHeader.includes('href="/account"'), `${path}: no shopper's account link`);
          assert.ok(!vendorHeader.includes("Become a Seller"), `${path}: already a seller`);

          const adminHeader = await header(t.app, path, admin.cookie);
          assert.match(text(adminHeader), /Signed in as admin (Admin )?Asha Admin/, path);
          assert.ok(adminHeader.includes('href="/admin"') && text(adminHeader).includes("Admin panel"));
          assert.ok(adminHeader.includes('href="/panel/profile"'), `${path}: the admin's profile`);
          assert.ok(!adminHeader.includes('href="/account"') && !adminHeader.includes("Become a Seller"));

          const customerHeader = await header(t.app, path, customer.cookie);
          assert.ok(customerHeader.includes('href="/account"'), `${path}: the customer's account`);
          assert.ok(customerHeader.includes("Become a Seller"));
          assert.ok(!/Signed in as|vendor-dashboard|Admin panel/.test(customerHeader), path);
        }
      }

      // /account: a store to its profile, the admin to theirs, a customer stays, a visitor logs in.
      const to = async (cookie?: string) => {
        const response = await visit(t.app, "/account", cookie);
        await response.body?.cancel();
        return [response.status, response.headers.get("location")];
      };
      assert.deepEqual(await to(vendor.cookie), [302, "/vendor-profile"]);
      assert.deepEqual(await to(admin.cookie), [302, "/panel/profile"]);
      assert.deepEqual(await to(customer.cookie), [200, null]);
      assert.deepEqual(await to(), [302, "/login-customer?next=/account"]);

      // The product page's buttons: a store's and the admin's say they cannot buy; a customer's buy.
      for (
        const [who, cookie, notCustomer] of [
          ["vendor", vendor.cookie, true],
          ["admin", admin.cookie, true],
          ["customer", customer.cookie, false],
        ] as const
      ) {
        const page = await (await visit(t.app, `/product/${product.id}`, cookie)).text();
        const props = page.match(/data-island="ProductActions" data-props="([^"]*)"/g) ?? [];
        assert.equal(props.length, 1, who);
        assert.equal(props[0].includes("notCustomer&quot;:true"), notCustomer, who);
      }

      // /cart and /wishlist: a store and the admin are told who is signed in and led to their panel.
      for (const path of ["/cart", "/wishlist"]) {
        for (
          const [who, cookie, said, panel] of [
            [
              "vendor",
              vendor.cookie,
              /Signed in as store Lakshmi "Mobiles" & <Sons>: sign in as a customer to buy/,
              "/vendor-dashboard",
            ],
            ["admin", admin.cookie, /Signed in as admin Asha Admin: sign in as a customer to buy/, "/admin"],
          ] as const
        ) {
          const content = await main(t.app, path, cookie);
          assert.match(text(content), said, `${path} ${who}: ${text(content)}`);
          assert.ok(content.includes(`href="${panel}"`), `${path} ${who}: their panel`);
          assert.ok(
            !/is empty|data-island="(CartView|WishlistView)"/.test(content),
            `${path} ${who}: no empty ${path}`,
          );
          assert.ok(!content.includes("/login-customer"), `${path} ${who}: not a visitor's login prompt`);
        }
        const shopper = await main(t.app, path, customer.cookie);
        assert.match(shopper, path === "/cart" ? /data-island="CartView"/ : /data-island="WishlistView"/);
        assert.ok(!text(shopper).includes("Signed in as"), `${path}: a customer shops`);
      }
    } finally {
      await t.close();
    }
  });
}
