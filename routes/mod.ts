/** Every page of the app with its path (Fresh derives these from file names; we list them explicitly). */
import { inGroup, type PageRoute } from "../src/ui/pages.ts";
import { adminArea, vendorArea } from "../src/ui/panel/areas.ts";
import { customerArea } from "../src/ui/account/area.ts";
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
import * as account from "./account/index.tsx";
import * as manageAddress from "./account/addresses.tsx";
import * as cart from "./cart.tsx";
import * as wishlist from "./wishlist.tsx";
import * as orderCustomer from "./account/orders.tsx";
import * as orderCustomerOrder from "./account/order.tsx";
import * as store from "./store.tsx";
import * as vendorLogin from "./vendor-login.tsx";
import * as vendorForgotPassword from "./vendor-forgot-password.tsx";
import * as vendorOtp from "./vendor-otp.tsx";
import * as vendorResetPassword from "./vendor-reset-password.tsx";
import * as vendorDashboard from "./vendor/dashboard.tsx";
import * as vendorOrders from "./vendor/orders.tsx";
import * as vendorOrder from "./vendor/order.tsx";
import * as vendorPackingSlip from "./vendor/packing-slip.tsx";
import * as vendorCommission from "./vendor/commission.tsx";
import * as vendorProducts from "./vendor/products.tsx";
import * as vendorAddProduct from "./vendor/add-product.tsx";
import * as vendorEditProduct from "./vendor/edit-product.tsx";
import * as vendorProfile from "./vendor/profile.tsx";
import * as vendorTaxReports from "./vendor/tax-reports.tsx";
import * as vendorPayments from "./vendor/payments.tsx";
import * as vendorStatement from "./vendor/statement.tsx";
import * as vendorReturns from "./vendor/returns.tsx";
// admin page imports: auth, dashboard, profile
import * as adminLogin from "./admin/login.tsx";
import * as adminForgotPassword from "./admin/forgot-password.tsx";
import * as adminOtp from "./admin/otp.tsx";
import * as adminResetPassword from "./admin/reset-password.tsx";
import * as adminDashboard from "./admin/dashboard.tsx";
import * as adminProfile from "./admin/profile.tsx";
// admin page imports: catalogue
import * as adminCategories from "./admin/category.tsx";
import * as adminCategoryNew from "./admin/category-new.tsx";
import * as adminCategoryEdit from "./admin/category-edit.tsx";
import * as adminSubcategoryNew from "./admin/subcategory-new.tsx";
import * as adminSubcategoryEdit from "./admin/subcategory-edit.tsx";
import * as adminUnits from "./admin/unit.tsx";
import * as adminAttributes from "./admin/attribute.tsx";
import * as adminBanners from "./admin/banner.tsx";
// admin page imports: products and stores
import * as adminProducts from "./admin/products.tsx";
import * as adminAddProduct from "./admin/product-form.tsx";
import * as adminEditProduct from "./admin/product-edit.tsx";
import * as adminVendors from "./admin/vendors.tsx";
import * as adminVendorDetails from "./admin/vendor-details.tsx";
// admin page imports: orders
import * as adminOrders from "./admin/orders.tsx";
import * as adminOrder from "./admin/order.tsx";
import * as adminSettlements from "./admin/settlements.tsx";
import * as adminReturns from "./admin/returns.tsx";
// admin page imports: customers
import * as adminCustomers from "./admin/customers.tsx";
import * as adminCustomer from "./admin/customer.tsx";
// admin page imports: commissions, cities, careers, audit
import * as adminCommission from "./admin/commission.tsx";
import * as adminCities from "./admin/cities.tsx";
import * as adminCareer from "./admin/career.tsx";
import * as adminAudit from "./admin/audit.tsx";
import * as adminOutbox from "./admin/outbox.tsx";
import * as adminPaymentIssues from "./admin/payment-issues.tsx";
import * as adminTcs from "./admin/tcs.tsx";
import * as adminReconciliation from "./admin/reconciliation.tsx";

export const pages: PageRoute[] = [
  // The admin panel first: its /product/new must be matched before the storefront's /product/:id.
  // admin pages outside the group: sign-in
  { path: "/admin-login", module: adminLogin },
  { path: "/admin-forgot-password", module: adminForgotPassword },
  { path: "/admin-otp", module: adminOtp },
  { path: "/admin-reset-password", module: adminResetPassword },
  ...inGroup(adminArea, [
    // admin pages: dashboard, profile
    { path: "/admin", module: adminDashboard },
    { path: "/panel/profile", module: adminProfile },
    // admin pages: catalogue
    { path: "/panel/category", module: adminCategories },
    { path: "/panel/category/new", module: adminCategoryNew },
    { path: "/panel/category/edit/:id", module: adminCategoryEdit },
    { path: "/panel/subcategory/new", module: adminSubcategoryNew },
    { path: "/panel/subcategory/edit/:categoryId/:subId", module: adminSubcategoryEdit },
    { path: "/panel/unit", module: adminUnits },
    { path: "/panel/attribute", module: adminAttributes },
    { path: "/panel/banner", module: adminBanners },
    // admin pages: products and stores
    { path: "/panel/product", module: adminProducts },
    { path: "/product/new", module: adminAddProduct },
    { path: "/panel/product/edit/:id", module: adminEditProduct },
    { path: "/panel/vendor", module: adminVendors },
    { path: "/vendordetails/:id", module: adminVendorDetails },
    // admin pages: orders
    { path: "/panel/order", module: adminOrders },
    { path: "/panel/order/:orderId", module: adminOrder },
    { path: "/panel/settlements", module: adminSettlements },
    { path: "/panel/returns", module: adminReturns },
    // admin pages: customers
    { path: "/panel/customer", module: adminCustomers },
    { path: "/panel/Customer", module: adminCustomers },
    { path: "/panel/customer/:id", module: adminCustomer },
    // admin pages: commissions, cities, careers, audit
    { path: "/panel/commission", module: adminCommission },
    { path: "/panel/cities", module: adminCities },
    // The career page is /panel/career; the old misspelt /panel/carrer and /carrer also answer.
    { path: "/panel/career", module: adminCareer },
    { path: "/panel/carrer", module: adminCareer },
    { path: "/carrer", module: adminCareer },
    { path: "/panel/audit", module: adminAudit },
    { path: "/panel/outbox", module: adminOutbox },
    { path: "/panel/payment-issues", module: adminPaymentIssues },
    { path: "/panel/tcs", module: adminTcs },
    { path: "/panel/reconciliation", module: adminReconciliation },
  ]),
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
  // The customer's account pages: signed in only, the account's menu beside each.
  ...inGroup(customerArea, [
    { path: "/account", module: account },
    { path: "/manage-address", module: manageAddress },
    { path: "/order-customer", module: orderCustomer },
    { path: "/order-customer/:orderId", module: orderCustomerOrder },
  ]),
  { path: "/cart", module: cart },
  { path: "/wishlist", module: wishlist },
  { path: "/store", module: store },
  // The vendor's sign-in and password reset: /login and /forgot-password are their other names.
  { path: "/vendor-login", module: vendorLogin },
  { path: "/login", module: vendorLogin },
  { path: "/vendor-forgot-password", module: vendorForgotPassword },
  { path: "/forgot-password", module: vendorForgotPassword },
  { path: "/vendor-otp", module: vendorOtp },
  { path: "/vendor-reset-password", module: vendorResetPassword },
  ...inGroup(vendorArea, [
    { path: "/vendor-dashboard", module: vendorDashboard },
    { path: "/vendor-orders", module: vendorOrders },
    { path: "/vendor-orders/:orderId", module: vendorOrder },
    { path: "/vendor-orders/:orderId/packing-slip", module: vendorPackingSlip },
    { path: "/vendor-commission", module: vendorCommission },
    { path: "/product", module: vendorProducts },
    { path: "/vendor-add-product", module: vendorAddProduct },
    { path: "/vendor-edit-product/:id", module: vendorEditProduct },
    { path: "/vendor-profile", module: vendorProfile },
    { path: "/vendor-tax-reports", module: vendorTaxReports },
    { path: "/vendor-payments", module: vendorPayments },
    { path: "/vendor-payments/:id", module: vendorStatement },
    { path: "/vendor-returns", module: vendorReturns },
  ]),
];
