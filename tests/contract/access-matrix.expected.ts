/**
 * The reviewed access matrix: for each operation of the contract, the status each kind of caller gets
 * for the sensible request of access-matrix.test.ts (aimed at "the customer": their id, email, cart line,
 * address, order and open payment; store operations at the store that order came from).
 *
 * Reviewed row by row against the route code and spec section 6 (roles and permissions):
 * - Visitors browse the catalogue; everything of an account needs a session (401).
 * - A customer reaches only their own account, cart, wishlist, addresses, orders and payments. Naming
 *   another user in the path, query or body is refused (403); an id that is not theirs (address, order,
 *   payment) is "not found" (404), so ids reveal nothing.
 * - A vendor sees and moves forward its own store's orders (and may cancel them before dispatch), nobody
 *   else's; it reads the commission table. An admin sees every order and the customer lists (403 to all
 *   others).
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
  deleteAddress:        [401, 200, 404, 404, 404, 404], // names no user: someone else's address is not found
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
  getProduct:           [200, 200, 200, 200, 200, 200],
  getProductById:       [200, 200, 200, 200, 200, 200],
  getWishlist:          [401, 200, 403, 403, 403, 403],
  listAttributes:       [200, 200, 200, 200, 200, 200],
  listCategories:       [200, 200, 200, 200, 200, 200],
  listCities:           [200, 200, 200, 200, 200, 200], // /cities is a public page
  // Reviewed: public. Spec 6 has vendors read the table and admins manage it; the rates are also published
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
  removeFromWishlist:   [401, 200, 403, 403, 403, 403],
  reverseGeocode:       [503, 503, 503, 503, 503, 503], // no GEOCODER_URL in tests: the documented 503
  setDeliveryLocation:  [401, 200, 200, 200, 200, 200], // names nobody: each caller's own label
  testGatewayPay:       [401, 200, 404, 404, 404, 404],
  updateAccount:        [401, 200, 403, 403, 403, 403],
  updateAddress:        [401, 200, 403, 403, 403, 403], // the body names the customer (userId)
  updateCartLine:       [401, 200, 403, 403, 403, 403],
  updateOrderStatus:    [401, 403, 404, 200, 404, 200], // the store or an admin; the customer: 403
  verifyPayment:        [401, 200, 400, 400, 400, 400], // someone else's payment does not verify
};
