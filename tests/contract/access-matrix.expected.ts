/**
 * The reviewed access matrix: for each operation of the contract, the status each kind of caller gets
 * for the sensible request of access-matrix.test.ts (aimed at "the customer": their id, email, cart line,
 * address, order and open payment; store operations at the store that order came from).
 *
 * Reviewed row by row against the route code and the roles' permissions:
 * - Visitors browse the catalogue; everything of an account needs a session (401).
 * - A customer reaches only their own account, cart, wishlist, addresses, orders and payments. Naming
 *   another user in the path, query or body is refused (403); an id that is not theirs (address, order,
 *   payment) is "not found" (404), so ids reveal nothing.
 * - Customer operations are for customer accounts: a vendor or an admin gets 403 there (their sessions are
 *   for their own areas), whatever the request names.
 * - A vendor sees and moves forward its own store's orders (and may cancel them before dispatch), nobody
 *   else's; it reads the commission table; it reaches its own store's products and profile only (another
 *   store's product is "not found", another store's profile 403). An admin sees every order, the customer
 *   and store lists, approves and switches stores (403 to all others), and may act on any store's products.
 * - A store reads its own ledger, statements (JSON, CSV, PDF) and tax reports and raises payment issues on its
 *   own statements (another store's statement is "not found"); settlement runs, payouts, payment files, payment
 *   issues' answers, TCS, TDS exemptions and the reconciliation are admins' (403 to all others).
 * - Store operations are aimed at the store of the customer's order, by its id or its email; sign-in calls
 *   at their own kind of account (the store's email, the admin's email), with the fixtures' password.
 * Where the app answers otherwise, the row keeps the RIGHT answer and the test fails until the app is mended.
 *
 * Regenerate the observed table with ACCESS_MATRIX_PRINT=1; never paste a wrong answer in as expected.
 */
export const CALLERS = ["visitor", "customer", "other customer", "vendor", "other vendor", "admin"] as const;
export type Caller = typeof CALLERS[number];
export type Row = [number, number, number, number, number, number];

// deno-fmt-ignore
export const EXPECTED: Record<string, Row> = {
  //                     visitor customer other-c vendor other-v admin
  addAddress:           [401, 201, 403, 403, 403, 403], // the body names the customer (userId)
  addToCart:            [401, 200, 403, 403, 403, 403],
  addToWishlist:        [401, 200, 403, 403, 403, 403],
  cancelOrder:          [401, 200, 404, 200, 404, 200], // its customer, its store, an admin
  checkAuth:            [401, 200, 200, 200, 200, 200],
  createPaymentOrder:   [401, 200, 403, 403, 403, 403],
  deleteAccount:        [401, 200, 403, 403, 403, 403],
  deleteAddress:        [401, 200, 404, 403, 403, 403], // someone else's address is not found; not a customer: 403
  getAddresses:         [401, 200, 403, 403, 403, 403],
  getAllCategories:     [200, 200, 200, 200, 200, 200],
  getAllOrders:         [401, 403, 403, 403, 403, 200], // every order: admins only
  getAllProducts:       [200, 200, 200, 200, 200, 200],
  getBanners:           [200, 200, 200, 200, 200, 200],
  getCart:              [401, 200, 403, 403, 403, 403],
  getCategory:          [200, 200, 200, 200, 200, 200],
  getCategoryById:      [200, 200, 200, 200, 200, 200],
  getCustomer:          [401, 403, 403, 403, 403, 200], // admin panel only
  getMedia:             [200, 200, 200, 200, 200, 200],
  getNearbyProducts:    [401, 200, 403, 403, 403, 403],
  getOrder:             [401, 200, 404, 200, 404, 200],
  // The order's documents: its shopper, its store and admins, once issued; the matrix's order is Confirmed,
  // so it has none yet and everyone who may see it gets 404 too (src/invoices/invoices.test.ts: 200 once shipped).
  getOrderInvoice:      [401, 404, 404, 404, 404, 404],
  getOrderCreditNote:   [401, 404, 404, 404, 404, 404],
  // Its store or an admin issues a missing invoice: the Confirmed order has not shipped (409); customers 403.
  issueOrderInvoice:    [401, 403, 403, 409, 404, 409],
  getProduct:           [200, 200, 200, 200, 200, 200],
  getProductById:       [200, 200, 200, 200, 200, 200],
  getWishlist:          [401, 200, 403, 403, 403, 403],
  listAttributes:       [200, 200, 200, 200, 200, 200],
  listCategories:       [200, 200, 200, 200, 200, 200],
  listCities:           [200, 200, 200, 200, 200, 200], // /cities is a public page
  // Reviewed: public. Vendors read the table and admins manage it; the rates are also published
  // to prospective sellers on the public /vendor-policy page, so reading them is not a privilege.
  listCommissions:      [200, 200, 200, 200, 200, 200],
  listCustomers:        [401, 403, 403, 403, 403, 200],
  listJobs:             [200, 200, 200, 200, 200, 200], // /career is a public page
  listOrders:           [401, 200, 200, 200, 200, 200], // each caller's own: customer's, store's, all
  listProducts:         [200, 200, 200, 200, 200, 200],
  listUnits:            [200, 200, 200, 200, 200, 200],
  listUsers:            [401, 403, 403, 403, 403, 200],
  listUsersSlash:       [401, 403, 403, 403, 403, 200],
  loginCustomer:        [200, 200, 200, 200, 200, 200], // the customer's own email and password
  logoutCustomer:       [200, 200, 200, 200, 200, 200], // harmless when not signed in
  lookupPincode:        [200, 200, 200, 200, 200, 200],
  placeOrder:           [401, 200, 403, 403, 403, 403],
  // Razorpay calls it, not a person: a correctly signed event is acknowledged whoever's cookie comes along.
  razorpayWebhook:      [200, 200, 200, 200, 200, 200],
  registerCustomer:     [201, 201, 201, 201, 201, 201], // a fresh email each time
  removeCartLine:       [401, 200, 403, 403, 403, 403],
  // The customer's order of the fixtures is a Confirmed cash order: past the guards, nothing to pay again.
  retryPayment:         [401, 409, 404, 403, 403, 403], // someone else's order is not found
  removeFromWishlist:   [401, 200, 403, 403, 403, 403],
  reverseGeocode:       [503, 503, 503, 503, 503, 503], // no GEOCODER_URL in tests: the documented 503
  searchProducts:       [200, 200, 200, 200, 200, 200],
  setDeliveryLocation:  [401, 200, 200, 200, 200, 200], // names nobody: each caller's own label
  testGatewayPay:       [401, 200, 404, 403, 403, 403], // someone else's payment is not found
  updateAccount:        [401, 200, 403, 403, 403, 403],
  updateAddress:        [401, 200, 403, 403, 403, 403], // the body names the customer (userId)
  updateCartLine:       [401, 200, 403, 403, 403, 403],
  updateOrderStatus:    [401, 403, 403, 200, 404, 200], // the store or an admin; customers: 403 by role
  verifyPayment:        [401, 200, 400, 403, 403, 403], // someone else's payment does not verify
  // ---- The vendor area ----
  // Multipart with photos: the matrix sends no photo, so an allowed caller is refused on input (400) after
  // the guard; customers and visitors never get that far.
  addProduct:           [401, 403, 403, 400, 400, 400],
  addProductPhotos:     [401, 403, 403, 400, 400, 400],
  decideOnVendor:       [401, 403, 403, 403, 403, 200], // approve / switch a store: admins only
  deleteProduct:        [401, 403, 403, 200, 404, 200], // its store or an admin; another store: not found
  getProfileByEmail:    [401, 403, 403, 200, 403, 200], // its own store, or an admin
  getVendorProfile:     [401, 403, 403, 200, 403, 200],
  listOwnProducts:      [401, 403, 403, 200, 200, 403], // each store its own list; admins have the admin lists
  listVendors:          [401, 403, 403, 403, 403, 200],
  loginAdmin:           [200, 200, 200, 200, 200, 200], // the admin's own email and password
  loginVendor:          [200, 200, 200, 200, 200, 200], // the store's own email and password
  logoutAdmin:          [200, 200, 200, 200, 200, 200], // harmless when not signed in
  logoutVendor:         [200, 200, 200, 200, 200, 200],
  // Two-step sign-in: the second step of a sign-in needs its token (the example's is nobody's: 400); the
  // settings are the signed-in admin's or store's own (customers 403). Off, a change is 409.
  finishTwoStepSignIn:  [400, 400, 400, 400, 400, 400], // an unknown token: sign in again
  getTwoStep:           [401, 403, 403, 200, 200, 200],
  startTwoStepSetup:    [401, 403, 403, 200, 200, 200],
  enableTwoStep:        [401, 403, 403, 409, 409, 409], // no set-up waiting for a code
  disableTwoStep:       [401, 403, 403, 409, 409, 409], // off: nothing to turn off
  regenerateTwoStepRecoveryCodes: [401, 403, 403, 409, 409, 409],
  lookupIfsc:           [200, 200, 200, 200, 200, 200], // public: the bank an IFSC names
  registerStore:        [201, 201, 201, 201, 201, 201], // anyone may apply (a fresh email and username)
  // A photo the product does not have: not found, once the caller may reach the product at all.
  removeProductPhoto:   [401, 403, 403, 404, 404, 404],
  // The sample bodies name photos and a category the fixture product lacks: refused on input (400) for the
  // store and an admin; another store does not find the product (404).
  reorderProductPhotos: [401, 403, 403, 400, 404, 400],
  updateProduct:        [401, 403, 403, 400, 404, 400],
  updateVendorProfile:  [401, 403, 403, 200, 403, 403], // its own store only: admins decide, they do not edit
  vendorForgotPassword: [200, 200, 200, 200, 200, 200], // the same answer for every email
  vendorResetPassword:  [400, 400, 400, 400, 400, 400], // no code was sent: a wrong code, for everyone alike
  vendorVerifyOtp:      [400, 400, 400, 400, 400, 400],
  // ---- The admin panel: sign-in, dashboard, profile ----
  adminForgotPassword:  [200, 200, 200, 200, 200, 200], // the same answer for every email
  adminResetPassword:   [400, 400, 400, 400, 400, 400], // no code was sent: a wrong code, for everyone alike
  adminVerifyOtp:       [400, 400, 400, 400, 400, 400],
  getAdminDashboard:    [401, 403, 403, 403, 403, 200],
  getAdminProfile:      [401, 403, 403, 403, 403, 200], // the admin's own email only
  updateAdminProfile:   [401, 403, 403, 403, 403, 200],
  // ---- The admin panel: catalogue ----
  // Multipart with an image: the matrix sends no body, so an admin is refused on input (400) after the guard.
  addCategory:          [401, 403, 403, 403, 403, 400],
  replaceCategoryImage: [401, 403, 403, 403, 403, 400],
  createBanner:         [401, 403, 403, 403, 403, 400],
  updateCategory:       [401, 403, 403, 403, 403, 200],
  // The seeded category has products: refused, nothing deleted.
  deleteCategory:       [401, 403, 403, 403, 403, 409],
  addSubcategory:       [401, 403, 403, 403, 403, 201],
  // The sample subcategory, unit, attribute and banner ids name nothing: not found, once past the guard.
  updateSubcategory:    [401, 403, 403, 403, 403, 404],
  deleteSubcategory:    [401, 403, 403, 403, 403, 404],
  addUnit:              [401, 403, 403, 403, 403, 201],
  deleteUnit:           [401, 403, 403, 403, 403, 404],
  addAttribute:         [401, 403, 403, 403, 403, 201],
  deleteAttribute:      [401, 403, 403, 403, 403, 404],
  deleteBanner:         [401, 403, 403, 403, 403, 404],
  // ---- The admin panel: orders ----
  exportOrdersCsv:      [401, 403, 403, 403, 403, 200], // every order as CSV: admins only
  listAdminOrders:      [401, 403, 403, 403, 403, 200],
  // The customer's order owes no refund (it is not a cancelled paid order): 409 for the admin.
  refundOrder:          [401, 403, 403, 403, 403, 409],
  // ---- The admin panel: commissions, cities, careers, audit ----
  // Admins only. The sample city is 'Pune', which the demo lists: refused as a duplicate (409) once past
  // the guard. The sample commission names the subcategory 'Android phones', not one of the first
  // category's: refused on input (400). The sample commission id names no row: not found (404).
  addCity:              [401, 403, 403, 403, 403, 409],
  addJob:               [401, 403, 403, 403, 403, 201],
  createCommission:     [401, 403, 403, 403, 403, 400],
  deleteCity:           [401, 403, 403, 403, 403, 200], // the demo's first city
  deleteCommission:     [401, 403, 403, 403, 403, 404],
  deleteJob:            [401, 403, 403, 403, 403, 200], // the demo's first job
  listAuditEntries:     [401, 403, 403, 403, 403, 200], // the audit trail: admins only
  updateCommission:     [401, 403, 403, 403, 403, 404],
  // After the sale: the ledger, weekly settlements, payment issues, tax reports and reconciliation.
  answerPaymentIssue:     [401, 403, 403, 403, 403, 200], // admins answer a store's payment issue
  getAdminStatementPdf:   [401, 403, 403, 403, 403, 200], // any store's statement, for admins
  getAdminTcs:            [401, 403, 403, 403, 403, 200], // the platform's TCS (GSTR-8): admins only
  getReconciliation:      [401, 403, 403, 403, 403, 200], // admins only
  getVendorGstr1:         [401, 403, 403, 200, 200, 403], // each store its own GSTR-1
  getVendorLedger:        [401, 403, 403, 200, 200, 403], // each store its own ledger
  getVendorSettlement:    [401, 403, 403, 200, 404, 403], // the store's statement; another store: not found
  getVendorSettlementCsv: [401, 403, 403, 200, 404, 403], // as getVendorSettlement
  getVendorStatementPdf:  [401, 403, 403, 200, 404, 403], // as getVendorSettlement (admins use the admin PDF)
  getVendorTds:           [401, 403, 403, 200, 200, 403], // each store its own TDS
  listAdminSettlements:   [401, 403, 403, 403, 403, 200], // admins only
  listPaymentIssues:      [401, 403, 403, 403, 403, 200], // admins only
  listSettlementWeeks:    [401, 403, 403, 403, 403, 200], // admins only
  listVendorSettlements:  [401, 403, 403, 200, 200, 403], // each store its own statements
  markSettlementPaid:     [401, 403, 403, 403, 403, 200], // the payable statement
  raisePaymentIssue:      [401, 403, 403, 201, 404, 403], // on the store's paid statement; another store: not found
  recordTransferRefund:   [401, 403, 403, 403, 403, 200], // the COD order refunded after delivery
  runSettlementWeek:      [401, 403, 403, 403, 403, 200], // the week has run already: idempotent 200
  setStoreTdsExemption:   [401, 403, 403, 403, 403, 200], // the store has a PAN
  settlementPaymentFile:  [401, 403, 403, 403, 403, 200], // admins only
  // Returns and claims: the customer's request on a delivered order of the store, waiting on the store; each
  // role reaches only its own (another customer's or store's request is not found).
  // The fixtures' order is Confirmed, not delivered: no request can be made on it (409).
  requestReturn:          [401, 409, 404, 403, 403, 403],
  // Multipart with photos: the matrix sends none, so the shopper is refused on input (400) after the guard.
  addReturnPhotos:        [401, 400, 400, 403, 403, 403],
  getOrderReturns:        [401, 200, 404, 200, 404, 200], // its shopper, its store, an admin
  getReturn:              [401, 200, 404, 200, 404, 200],
  listVendorReturns:      [401, 403, 403, 200, 200, 403], // each store its own
  listAdminReturns:       [401, 403, 403, 403, 403, 200], // admins only
  acceptReturn:           [401, 403, 403, 200, 404, 403], // the store only; another store: not found
  rejectReturn:           [401, 403, 403, 200, 404, 403],
  receiveReturn:          [401, 403, 403, 409, 404, 403], // requested, not accepted yet: nothing to receive
  escalateReturn:         [401, 409, 404, 403, 403, 403], // the shopper's, but not rejected: 409
  decideReturn:           [401, 403, 403, 403, 403, 409], // admins, once escalated
  refundReturn:           [401, 403, 403, 403, 403, 409], // admins, once a refund is due
  recordReturnTransferRefund: [401, 403, 403, 403, 403, 409], // admins; a prepaid order's is not by transfer
};
