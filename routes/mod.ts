/** Every page of the app with its path (Fresh derives these from file names; we list them explicitly). */
import type { PageRoute } from "../src/ui/pages.ts";
import * as home from "./index.tsx";
import * as category from "./category/[name].tsx";
import * as product from "./product/[id].tsx";
import * as products from "./products.tsx";
import * as privacy from "./privacy.tsx";
import * as termsOfUse from "./termsofuse.tsx";
import * as returns from "./return.tsx";
import * as shipping from "./shipping.tsx";
import * as vendorPolicy from "./vendor-policy.tsx";
import * as about from "./about.tsx";
import * as contact from "./contactus.tsx";
import * as career from "./career.tsx";
import * as cities from "./cities.tsx";
import * as serviceCenters from "./service-centers.tsx";
import * as loginCustomer from "./login-customer.tsx";
import * as signupCustomer from "./signup-customer.tsx";
import * as account from "./account.tsx";
import * as manageAddress from "./manage-address.tsx";
import * as cart from "./cart.tsx";
import * as wishlist from "./wishlist.tsx";
import * as orderCustomer from "./order-customer.tsx";

export const pages: PageRoute[] = [
  { path: "/", module: home },
  { path: "/category/:categoryName", module: category, sharesPathWithApi: true },
  { path: "/product/:id", module: product },
  { path: "/products", module: products, sharesPathWithApi: true },
  { path: "/privacy", module: privacy },
  { path: "/termsofuse", module: termsOfUse },
  { path: "/return", module: returns },
  { path: "/shipping", module: shipping },
  { path: "/vendor-policy", module: vendorPolicy },
  { path: "/about", module: about },
  { path: "/contactus", module: contact },
  { path: "/career", module: career },
  { path: "/cities", module: cities, sharesPathWithApi: true },
  { path: "/service-centers", module: serviceCenters },
  { path: "/login-customer", module: loginCustomer },
  { path: "/signup-customer", module: signupCustomer },
  { path: "/account", module: account },
  { path: "/manage-address", module: manageAddress },
  { path: "/cart", module: cart },
  { path: "/wishlist", module: wishlist },
  { path: "/order-customer", module: orderCustomer },
];
