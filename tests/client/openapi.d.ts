// deno-fmt-ignore-file
/** Generated from openapi.yaml by openapi-typescript: do not edit, run `deno task client`. */
export interface paths {
    "/media/{hash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an image
         * @description The bytes of an uploaded image, addressed by the SHA-256 of its content. The URL never changes meaning, so it may be cached for a year; send `If-None-Match` with the ETag to get a 304. Uploads are stored as WebP with smaller copies; `w` asks for the narrowest copy at least that wide.
         */
        get: operations["getMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products (ranked, typo-tolerant, with facets)
         * @description Listed products matching `q`, ranked (see `q`), filtered by any of `category`, `store`, `price`, `discount` and `inStock`, with each facet's counts for the current query, and a corrected query in `suggestion` when a word matches no product name. Paged by `limit` (default 100, at most 200) and `page`; a page past the end answers the last page.
         */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/get-all-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Newest first, paged by `limit` (default 100, at most 200) and `page` (from 1); `total` counts every match across pages. Filters combine. The answer is always an object with a `products` field.
         */
        get: operations["getAllProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products (a vendor's with userEmail)
         * @description Newest first, paged by `limit` (default 100, at most 200) and `page` (from 1); `total` counts every match across pages. Filters combine. The answer is always an object with a `products` field. A browser (Accept: text/html) gets the storefront's products page instead.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/get-product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one product */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one product (same as get-product) */
        get: operations["getProductById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/get-all-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description An array of categories, each with its subcategories, in display order. Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.
         */
        get: operations["getAllCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories (used by the product forms)
         * @description An array of categories, each with its subcategories, in display order. Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one category
         * @description Same answer as `/api/category/{id}`. A browser (Accept: text/html) gets the storefront's category page.
         */
        get: operations["getCategory"];
        /** Change a category's name and description */
        put: operations["updateCategory"];
        post?: never;
        /**
         * Delete a category
         * @description Deletes the category with its subcategories when nothing holds it. Refused (409, nothing changed) while products use it, while products deleted from the storefront but kept for past orders reference it, or while it has commission rates (delete those first).
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one category
         * @description By id, or by name ignoring case.
         */
        get: operations["getCategoryById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/get-banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List home page banners
         * @description An array of banners in display order. Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.
         */
        get: operations["getBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List units
         * @description An alphabetical array. Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.
         */
        get: operations["listUnits"];
        put?: never;
        /**
         * Add a unit
         * @description The product form offers it at once. Duplicates are refused ignoring case.
         */
        post: operations["addUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List attributes
         * @description An alphabetical array. Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.
         */
        get: operations["listAttributes"];
        put?: never;
        /**
         * Add an attribute
         * @description The product form offers it at once. Duplicates are refused ignoring case.
         */
        post: operations["addAttribute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the cities we deliver to
         * @description An alphabetical array. Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header. A browser (Accept: text/html) gets the storefront's cities page instead.
         */
        get: operations["listCities"];
        put?: never;
        /**
         * Add a city (admin)
         * @description The name is trimmed; a name already listed in any case (pune, PUNE) is refused with 409. It shows on the public /cities page at once. Audited as city.create.
         */
        post: operations["addCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a city (admin)
         * @description It leaves the public /cities page. Audited as city.delete.
         */
        delete: operations["deleteCity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List open positions
         * @description An array, newest first. Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Post a job opening (admin)
         * @description Both fields are required (trimmed). The opening shows on the public /career page at once. Audited as job.create.
         */
        post: operations["addJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a job opening (admin)
         * @description It leaves the public /career page. Audited as job.delete.
         */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List commission rates
         * @description An array ordered by category then subcategory (the whole-category rate first). Paged by `limit` (default 100, at most 200) and `page`; the total is in the `X-Total-Count` header.
         */
        get: operations["listCommissions"];
        put?: never;
        /**
         * Add a commission rate (admin)
         * @description A rate for a whole category (no subcategory) or for one subcategory of it. A rate applies to orders placed from then on: every order keeps the rate of its time. Audited as commission.create.
         */
        post: operations["createCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a commission rate (admin)
         * @description Replaces the row's category, subcategory and rate. A rate applies to orders placed from then on: every order keeps the rate of its time. Audited as commission.update with the values before and after.
         */
        put: operations["updateCommission"];
        post?: never;
        /**
         * Delete a commission rate (admin)
         * @description Orders already placed keep their commission. A subcategory without a rate falls back to its category's; a category without one charges none. Audited as commission.delete.
         */
        delete: operations["deleteCommission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/customer-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up as a customer
         * @description Creates the account; it does not sign in (the answer says 'You can now log in').
         */
        post: operations["registerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/customer-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description Sets the HttpOnly session cookie `sc_session`. Failed logins are counted per address (an IPv6 address by its /64) and per account. An address with 20 failures in 15 minutes is refused (429) for every account, and with 5 for one account, for that account. After 5 failures for an account from any addresses, the account is locked for 15 minutes, each next lock in a row twice as long (up to 24 hours): every attempt then answers 429, the right password too, with the same body and timing as a wrong one. A device that signed in to the account before (the HttpOnly cookie `sc_device_…` a successful login sets) still signs in while the account is locked; its own failures count apart (5 in 15 minutes). A successful login, or a password reset by email, ends the lock. Every 429 carries Retry-After.
         */
        post: operations["loginCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/customer-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Ends the session the cookie names (on the server too) and clears the cookie. Harmless when not signed in.
         */
        post: operations["logoutCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/check-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The app calls this when it starts; a 401 means the stored user, cart and wishlist are stale.
         */
        get: operations["checkAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/email/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one's own account
         * @description The path names the account by its current email, which must be the caller's own. Changing `email` (to another address) or `password` needs the account's current password in `currentPassword` (OWASP ASVS V2.1.6), so a borrowed session cannot take the account over: without it 400, wrong 403, and nothing changes. Wrong current passwords count as failed logins for this account from this address, with the limits of customer-login (429 with Retry-After).
         */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one's own account
         * @description Removes the account with its sessions, cart, wishlist and addresses, and signs out.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/add-to-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the cart
         * @description Adds `quantity` (default 1) to the line of this product, creating it. The resulting quantity must not exceed the product's stock nor its max purchase limit. Prices are always the database's.
         */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/get-cart/{userID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the cart */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a line's quantity
         * @description Sets the quantity of the line holding product `id`: from 1 up to the product's stock and max purchase limit. To take a line out, delete it.
         */
        put: operations["updateCartLine"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a line from the cart
         * @description Removes the line holding product `id`. Removing a product that is not in the cart changes nothing and still answers with the cart.
         */
        delete: operations["removeCartLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/{userID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the wishlist */
        get: operations["getWishlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product to the wishlist
         * @description Adding a product already on the wishlist changes nothing.
         */
        post: operations["addToWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wishlist/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a product from the wishlist
         * @description Removing a product that is not on the wishlist changes nothing.
         */
        post: operations["removeFromWishlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/get-address/{userID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's saved addresses
         * @description Oldest first, at most 10. `userID` must be the signed-in customer's own id.
         */
        get: operations["getAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/add-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a new address */
        post: operations["addAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a saved address
         * @description All nine fields are sent, with the same rules as when adding.
         */
        put: operations["updateAddress"];
        post?: never;
        /** Delete a saved address */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pincode/{pincode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Post offices of a pincode
         * @description Answered from India Post's directory, in India Post's own shape: a pincode that is not 6 digits or not in the directory answers, as India Post does, 200 with `Status: "Error"` and `PostOffice: null` (the dialog shows 'Invalid Pincode').
         */
        get: operations["lookupPincode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location/delivery-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Remember the signed-in customer's delivery location
         * @description Shown in the header on every page ('Deliver to') and used to find nearby products.
         */
        put: operations["setDeliveryLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location/reverse-geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A formatted address for coordinates
         * @description Asks the provider configured by the GEOCODER_URL environment variable. Without one: 503.
         */
        post: operations["reverseGeocode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/get-nearby-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Products in the signed-in customer's city
         * @description Products whose location is the city or district of the customer's delivery location (or, without one, of the first saved address). Newest first, paged by `limit` (default 12) and `page`.
         */
        post: operations["getNearbyProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the cart as an order
         * @description Without `paymentInfo`: cash on delivery. In one transaction the stored cart is re-priced from the database, every line checked against stock and the max purchase limit, stock taken, one order placed per store (status Confirmed) with each line's commission as it is now, and the cart cleared. With `paymentInfo`: verifies a card/UPI payment's signature and confirms that payment's orders (as POST /api/razorpay/verify). Prices sent by the client are ignored; a `total` sent is the one the customer was shown, and the order is refused (409, with the new total) when the database's prices no longer come to it.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's orders
         * @description A customer's own orders, a store's own orders, or (admins) every order; newest first; `search` narrows them to an order id, a product name or a store name.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one order */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/get-all-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List every order (admins) */
        get: operations["getAllOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order before dispatch
         * @description Allowed while the order is Pending or Confirmed (cancellation is allowed before dispatch), to its customer, its store and admins; an admin may also cancel a Shipped order that will not be delivered (the parcel came back), which issues a credit note for its whole tax invoice in the same transaction (listed in `creditNotes`). The stock returns; a paid order is marked refund_due and, once the cancellation is saved, refunded through the payment gateway (paymentStatus refunded, `refund.id` set). A refund the gateway refuses leaves the order refund_due with `refund.error`; the cancellation stands and an admin retries the refund (POST /api/admin/orders/{orderId}/refund). A store's or an admin's cancellation is audited, every refund attempt too.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move an order forward, or mark it returned to origin (store or admin)
         * @description Confirmed → Shipped → Delivered, by the order's store or an admin. Shipping records the carrier and tracking number (both required), which the customer then sees, and issues the store's GST tax invoice in the same transaction (`invoice`; without one, `invoiceMissing` says why); delivering a cash-on-delivery order marks it paid. A Pending order awaits its payment and cannot ship. Shipped → Returned (returned to origin): the courier could not deliver the parcel and it came back; in one transaction the stock returns, the tax invoice is credited in full (listed in `creditNotes`), no commission is charged (the store's ledger is untouched: nothing was delivered), and a paid order is marked refund_due; once saved, its full amount is refunded through the payment gateway (paymentStatus refunded, `refund.id` set; a refusal leaves it refund_due with `refund.error`, for an admin to retry with POST /api/admin/orders/{orderId}/refund). Cash on delivery: nothing was paid, nothing is refunded. The shopper is mailed. Audited, every refund attempt too.
         */
        put: operations["updateOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an order's tax invoice (PDF)
         * @description The store's GST tax invoice for the order, issued when the store shipped it: the store's name, address and GSTIN, the invoice number and date, the buyer and the place of supply, each line with its HSN code, taxable value and CGST/SGST or IGST, the totals and the total in words. For the shopper who placed the order, the store that sold it and admins.
         */
        get: operations["getOrderInvoice"];
        put?: never;
        /**
         * Issue the invoice of an order that shipped without one (store or admin)
         * @description An order whose products had no HSN code or GST rate (or whose store had no GSTIN) when it shipped has no invoice; its JSON's `invoiceMissing` says why. Once the store has set them, this issues the invoice, numbered and dated now. An order that has an invoice answers it unchanged. Audited.
         */
        post: operations["issueOrderInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/credit-notes/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of an order's credit notes (PDF)
         * @description A credit note the store issued against the order's invoice (a shipped order cancelled or refunded): the invoice it amends, the lines and amounts credited with their tax. Its number as the order's `creditNotes` list it, `/` written as `-` or URL-encoded. For the order's shopper, its store and admins.
         */
        get: operations["getOrderCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/tax/gstr1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's GSTR-1 for a month (GST portal JSON or CSV)
         * @description The store's tax invoices and credit notes dated in the month (India dates) as the GST portal's GSTR-1 offline-tool JSON: `b2b` (buyers with a GSTIN), `b2cl` (inter-state, unregistered, invoice value above ₹1,00,000), `b2cs` (other B2C, by supply type, place of supply and rate, net of their credit notes), `cdnr` and `cdnur` (credit notes to registered buyers and against B2CL invoices), `hsn` (net; `hsn_b2b`/`hsn_b2c` from May 2025) and `doc_issue`. Amounts in rupees with 2 decimals, summed from the documents' lines. `format=csv`: one row per document line with its section; columns Section, Document, Number, Date, Invoice Number, Invoice Date, Buyer GSTIN, Place of Supply, Supply Type, Line, HSN, Description, Quantity, UQC, Rate (%), Taxable Value (INR), IGST (INR), CGST (INR), SGST (INR), Cess (INR), Line Value (INR). The store's own documents only.
         */
        get: operations["getVendorGstr1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/tax/tds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's TDS under s.194-O for a quarter (Form 16A figures)
         * @description TDS the platform deducted from the store's sales in a quarter of the financial year (`2026-Q3` = October to December 2026): a row per order delivered (its gross amount, rate and TDS) and a negative row per sale reversed after delivery, with the totals. From the store's ledger.
         */
        get: operations["getVendorTds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tax/tcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * TCS collected in a month, per store GSTIN and place of supply (GSTR-8, admins)
         * @description The platform's TCS under CGST s.52 for a month (events of the month, India dates): per store GSTIN and place of supply, the gross taxable supplies, returns, net, and CGST, SGST and IGST collected, with totals. From the ledger's TCS entries: `totals.tcs` equals `ledgerTcs`.
         */
        get: operations["getAdminTcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/settlements/{id}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One weekly statement as CSV (store)
         * @description The statement as CSV (UTF-8 with a byte-order mark, RFC 4180): a header row, the opening balance, one row per line (date, order, kind, payment method, sale, commission, GST on commission, TCS, TDS, refund, cash collected, net, credit note), the totals, the closing balance and the net payable; amounts in rupees with 2 decimals.
         */
        get: operations["getVendorSettlementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's weekly statements and balance (store)
         * @description The store's weekly settlement statements, newest week first, a page at a time, and its money at a glance: the ledger balance now (negative when it owes commission and taxes on cash-on-delivery orders its courier collected), what its payable statements still await, and the next expected payout (its date, the Monday after the week it settles, and estimated amount).
         */
        get: operations["listVendorSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/settlements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One weekly statement (store)
         * @description A weekly statement of the store: the week, the opening balance, every line (one per settled delivery, reversal or adjustment: order, sale, commission, GST on it, TCS, TDS, refund, cash collected, net), the totals (each the sum of its column, to the paisa), the closing balance, the net payable, the status with the UTR once paid, and the payment issues raised on it. The same as CSV at `/api/vendor/settlements/{id}.csv` and as PDF at `/api/vendor/settlements/{id}.pdf`.
         */
        get: operations["getVendorSettlement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/settlements/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of the store's weekly statements (PDF)
         * @description The SwiftCart header, the store's name, GSTIN and PAN, the week (Monday to Sunday, India time), the statement's id, status and UTR, the opening balance, every line (date, order, sale, commission, GST on commission, TCS, TDS, refund, cash collected, net; over as many pages as it takes), the totals, the closing balance and the net payable, and a note on TCS (CGST s.52) and TDS (Income-tax s.194-O). Amounts in rupees with Indian digit grouping. Another store's statement is not found.
         */
        get: operations["getVendorStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settlements/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download any store's weekly statement (PDF, admins)
         * @description The SwiftCart header, the store's name, GSTIN and PAN, the week (Monday to Sunday, India time), the statement's id, status and UTR, the opening balance, every line (date, order, sale, commission, GST on commission, TCS, TDS, refund, cash collected, net; over as many pages as it takes), the totals, the closing balance and the net payable, and a note on TCS (CGST s.52) and TDS (Income-tax s.194-O). Amounts in rupees with Indian digit grouping.
         */
        get: operations["getAdminStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/settlements/{id}/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a payment issue on one of the store's statements
         * @description The store asks about a paid statement (a payout short or missing, a line it does not recognise) within 7 days of the payment, as the vendor policy allows. The admin answers it; the answer appears on the statement (`issues`). Another store's statement is not found. Audited as payment_issue.raise.
         */
        post: operations["raisePaymentIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment-issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the stores' payment issues (admins)
         * @description Every store's payment issues, open ones first and the longest waiting first; `status` narrows to open or answered ones. The total is in `X-Total-Count`.
         */
        get: operations["listPaymentIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payment-issues/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a store's payment issue (admins)
         * @description The answer the store reads on its statement. An issue is answered once. Audited as payment_issue.answer.
         */
        post: operations["answerPaymentIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's ledger (store)
         * @description The store's append-only ledger, newest first: each entry's kind, signed amount (positive: owed to the store), order, India date, the figures it was computed from and the weekly statement that settled it. `from` and `to` are India dates, both inclusive; `kind` and `order` narrow it further. `sum` adds up every matching entry; `balance` is the whole ledger's.
         */
        get: operations["getVendorLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The return requests of one order
         * @description Its shopper, its store and admins; oldest first.
         */
        get: operations["getOrderReturns"];
        put?: never;
        /**
         * Ask to return, or claim for, lines of a delivered order (shoppers)
         * @description Within 7 days of delivery (the window is the server's), per line and quantity, with one reason and a comment; photos follow with POST /api/returns/{id}/photos. A line may have one open request at a time. A cash-on-delivery order's refund is paid by transfer: `refundTo` (a UPI ID, or a bank account with its IFSC) is then required, and refused for an order paid online. The store has 2 days to answer; it and the shopper are mailed.
         */
        post: operations["requestReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add photos to one's return request (shoppers)
         * @description multipart/form-data with 1 to 5 `photos` in all per request, while it waits on the store. Every photo is checked before any is stored (through the one upload path: JPEG, PNG or WebP by their bytes, stored as WebP).
         */
        post: operations["addReturnPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/escalate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Escalate a rejected request to SwiftCart (shoppers)
         * @description Within 7 days of the store's rejection; the admin decides, and the decision is final. The store is mailed.
         */
        post: operations["escalateReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One return request
         * @description Its shopper, its store and admins; `actions` lists what the caller may do with it now.
         */
        get: operations["getReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's return requests
         * @description Open requests first (the soonest due first), then the rest, newest first; `status` and `reason` narrow them.
         */
        get: operations["listVendorReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every return request (admins)
         * @description Escalations first, then open requests, then the rest, newest first; `status` and `reason` narrow them.
         */
        get: operations["listAdminReturns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a return request, with its reverse pickup (stores)
         * @description The carrier and tracking number of the reverse pickup the store arranged are required, except for a missing item's claim: nothing comes back, so acceptance makes its refund due at once (sent through the gateway for an order paid online). Audited.
         */
        post: operations["acceptReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a return request, with a reason (stores)
         * @description The shopper sees the reason and may escalate within 7 days. Audited.
         */
        post: operations["rejectReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/returns/{id}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an accepted return received (stores)
         * @description The goods are back; with `restock` they go back to stock (once). The refund of exactly the returned lines becomes due, with its credit note and the ledger's reversals, and is sent through the gateway for an order paid online (cash on delivery: paid by the admin by transfer). Audited.
         */
        post: operations["receiveReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide an escalated request (admins)
         * @description Final: `approve` accepts it as the store would have (a missing item's refund becomes due and is sent); otherwise the rejection stands and the request is closed. The shopper and the store are mailed. Audited.
         */
        post: operations["decideReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send (or retry) a return's due gateway refund (admins)
         * @description Refunds exactly the returned lines through the payment gateway when the refund is due, typically after a failed attempt. Idempotent: a request refunded already answers 200 and is not refunded again; of attempts at once, one reaches the gateway. Every attempt is audited.
         */
        post: operations["refundReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/returns/{id}/refund-by-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a cash-on-delivery return's refund paid by transfer (admins)
         * @description The admin paid the due refund to the UPI ID or bank account the shopper gave, then records the transfer's UTR here: the request becomes refunded, the shopper is mailed. Idempotent like the gateway refund. Audited.
         */
        post: operations["recordReturnTransferRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/tds-exemption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record or withdraw a store's TDS exemption (admin)
         * @description TDS under section 194-O is deducted at 0.1 % of the gross of each delivered sale (5 % where the store has no PAN). An individual or HUF seller under the threshold of section 194-O(4) who has given its PAN may declare so: with `exempt: true` its sales delivered from now on have no TDS entry. Entries already made stay (the ledger is never rewritten). Audited with the declaration.
         */
        put: operations["setStoreTdsExemption"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying online for the cart
         * @description Computes the amount from the stored cart (any `amount` sent is ignored), creates the gateway's order and places the cart's orders as Pending, holding their stock for 30 minutes or until the customer starts another checkout. The browser then opens the gateway's checkout with `key` and `id`.
         */
        post: operations["createPaymentOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay again for a Pending order
         * @description For an order whose card/UPI payment was declined or not completed (status Pending, within 30 minutes of its checkout): the gateway order to pay for it and the other orders of the same payment still Pending, for the amount the server has on them. The browser opens the gateway's checkout with `key` and `id`, then verifies as after a checkout (POST /api/razorpay/verify). Past the 30 minutes the orders are released (their stock back on the shelf) and 409 answers.
         */
        post: operations["retryPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a checkout payment
         * @description Checks HMAC-SHA256(`order_id|payment_id`) against the gateway order this customer started (constant-time), then confirms its orders and clears the cart, exactly once however often it is called.
         */
        post: operations["verifyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay/test-gateway/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay on the built-in test gateway
         * @description Only when no Razorpay keys are configured (404 otherwise). Stands in for Razorpay's hosted checkout: success answers what Razorpay's handler receives, signed with the test secret; failure records a declined payment and answers `{error: {description}}` as Razorpay's payment.failed does.
         */
        post: operations["testGatewayPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Razorpay webhook
         * @description Razorpay's event (JSON) signed with the webhook secret: `X-Razorpay-Signature` is HMAC-SHA256 of the raw body, hex. payment.captured and order.paid confirm the orders of the payment (once, however often delivered, and whether or not the browser verified first); payment.failed records the failure. Other events are acknowledged and ignored.
         */
        post: operations["razorpayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/add-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product with its photos
         * @description multipart/form-data with the product form's fields and 1 to 8 `photos`. A vendor adds to its own store; an admin names the store with `vendorId`. The product is on the storefront at once when its store is active and approved. Every text is checked before any photo is converted, every photo before any is stored.
         */
        post: operations["addProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/update-product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a product
         * @description JSON with the fields to change; the product form's rules apply to each, and the maximum purchase limit is compared with the stock the product will have. Photos change through their own calls.
         */
        put: operations["updateProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/delete-product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a product
         * @description A product no order holds is erased with its photos, cart lines and wishlist entries. One that has been ordered is archived instead: off the storefront and out of every cart and wishlist, while the orders keep it.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add photos to a product
         * @description multipart/form-data with one or more `photos`, added after the existing ones (at most 8 in all).
         */
        post: operations["addProductPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/photos/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a photo from a product */
        delete: operations["removeProductPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/photos/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder a product's photos
         * @description Every photo of the product, once each, in the new order; the first is the main photo.
         */
        put: operations["reorderProductPhotos"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in store's own products
         * @description Every product of the store, on the storefront or not (waiting for approval, store switched off), except deleted ones; newest first, filtered by `field` and `search` (and `tax=missing`: those without their HSN code or GST rate, whose orders are not invoiced), paged by `limit` and `page`.
         */
        get: operations["listOwnProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/register-store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a store
         * @description Anyone may apply. Every field is checked with the store form's rules and messages, then the PAN's holder type, the GSTIN (state code, check character, the PAN inside it), the IFSC (a real branch) and the pincode (India Post). The city stored is the pincode's; the bank name the IFSC's. Creates the store's sign-in account (role vendor) and the store, active and pending approval (accountApproval true): its products stay off the storefront until the admin approves it. No session starts: the store signs in at /vendor-login.
         */
        post: operations["registerStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ifsc/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank an IFSC code names
         * @description Read from Razorpay's published IFSC data, offline (the store form shows the bank as it is typed).
         */
        get: operations["lookupIfsc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve, reject, switch off or on a store (admin)
         * @description `accountApproval: false` approves a pending store; `true` rejects it (it stays Pending, shown as Rejected). `activeStatus: false` switches a store off, `true` on. A rejection or a switch-off needs a `reason`; it is kept with the store and emailed to it. The store's products are on the storefront exactly when it is active and approved (and they are not archived); they move in the same transaction. Each change is audited (vendor.approve, vendor.reject, vendor.activate, vendor.deactivate, with the reason) and emailed to the store; a mail that cannot be sent is logged and the change stands. Asking for the status a store already has changes nothing and sends no mail (except a rejection, which is always a decision).
         */
        patch: operations["decideOnVendor"];
        trace?: never;
    };
    "/api/vendor/get-all-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stores (admin)
         * @description Newest first, pending and switched-off stores included. Searched by `search` (store name, phone, city or address), filtered by `approval` (pending, approved, rejected) and `active`; paged by `limit` (default 100, at most 200) and `page`; the total matching is in the `X-Total-Count` header.
         */
        get: operations["listVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vendor login
         * @description Sets the HttpOnly session cookie `sc_session` for the store's account (a session lasts 7 days). Only an account that runs a store gets in; any other account, or a wrong password, is 'Invalid credentials'. A store SwiftCart has switched off is answered 403 (why, and whom to write to) once its password is right (and its code, with two-step sign-in: the 403 then comes from POST /api/two-step/sign-in), with `readOnly: true`: a session is started that may read the store's orders, order pages, packing slips, dashboard and profile, and every write answers 403. Switching a store off ends its sessions. Failed logins are counted per address (an IPv6 address by its /64) and per account. An address with 20 failures in 15 minutes is refused (429) for every account, and with 5 for one account, for that account. After 5 failures for an account from any addresses, the account is locked for 15 minutes, each next lock in a row twice as long (up to 24 hours): every attempt then answers 429, the right password too, with the same body and timing as a wrong one. A device that signed in to the account before (the HttpOnly cookie `sc_device_…` a successful login sets) still signs in while the account is locked; its own failures count apart (5 in 15 minutes). A successful login, or a password reset by email, ends the lock. Every 429 carries Retry-After.
         */
        post: operations["loginVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vendor sign out
         * @description Ends the session the cookie names, on the server too, and clears the cookie. Harmless when not signed in.
         */
        post: operations["logoutVendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset code
         * @description Emails a 6-digit code to the vendor account with this email, valid 10 minutes. The answer is the same for an email without such an account, so the call tells nobody which addresses have accounts. At most one code per 60 seconds and 5 per hour per account: a request over that sends nothing and answers the same. A new code replaces the previous one.
         */
        post: operations["vendorForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password reset code
         * @description Checks the code without using it up (the new password comes next, with the same code). A wrong code counts as a try; after 5 wrong tries the code no longer works. Every failure, including an email without an account, gets the same sentence.
         */
        post: operations["vendorVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the code
         * @description Uses the code up, sets the new password and signs the account out on every device; the account is told by email. The password is checked first: a password too short does not count as a try of the code.
         */
        post: operations["vendorResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/get-profile/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's profile, by its email
         * @description A vendor reads its own store only (its store's or its account's email, any case); an admin reads any store's. The payout account number shows only its last 4 digits.
         */
        get: operations["getVendorProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's profile, by its email
         * @description A vendor reads its own store only (its store's or its account's email, any case); an admin reads any store's. The payout account number shows only its last 4 digits.
         */
        get: operations["getProfileByEmail"];
        /**
         * Change one's own store profile
         * @description Any of the profile's fields, with the store form's rules and the application's checks on the fields that change. A new email or any new bank detail needs `currentPassword`: without it 400, wrong 403 (counted as a failed login for this account from this address, with the login limits: 429 with Retry-After), and nothing changes. The account's sign-in email, name and mobile follow the store's email, first and last name and phone. A new email or payout account is told to the store's email (the old and the new one) by email; a mail that fails does not undo the change.
         */
        put: operations["updateVendorProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin login
         * @description Sets the HttpOnly session cookie `sc_session` for an admin account; it ends after 30 minutes without a request (each request moves the end on, written at most once a minute), and 12 hours after sign-in however busy. Any other account, or a wrong password, is 'Invalid credentials'. Failed logins are counted per address (an IPv6 address by its /64) and per account. An address with 20 failures in 15 minutes is refused (429) for every account, and with 5 for one account, for that account. After 5 failures for an account from any addresses, the account is locked for 15 minutes, each next lock in a row twice as long (up to 24 hours): every attempt then answers 429, the right password too, with the same body and timing as a wrong one. A device that signed in to the account before (the HttpOnly cookie `sc_device_…` a successful login sets) still signs in while the account is locked; its own failures count apart (5 in 15 minutes). A successful login, or a password reset by email, ends the lock. Every 429 carries Retry-After. Admin accounts come from ADMIN_EMAIL and ADMIN_PASSWORD at start.
         */
        post: operations["loginAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin sign out
         * @description Ends the session the cookie names, on the server too, and clears the cookie. Harmless when not signed in.
         */
        post: operations["logoutAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-step/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second step of an admin's or store's sign-in
         * @description After POST /api/admin/login or /api/vendor/login answered 202, sends the token with the 6-digit code the authenticator app shows (the step before or after the server's clock counts too; each code once) or a single-use recovery code. Right: the session cookie `sc_session` is set. After a set-up at sign-in (`step: enrol`) two-step sign-in is on and the answer holds the new recovery codes. A store SwiftCart has switched off is signed in to read only, answered 403 with `readOnly: true` (as POST /api/vendor/login answers a store without two-step sign-in). After 5 wrong codes in 15 minutes the account's codes are refused for a while (429).
         */
        post: operations["finishTwoStepSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One's own two-step sign-in
         * @description Whether sign-in asks for a code, since when, and how many recovery codes are left.
         */
        get: operations["getTwoStep"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-step/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up two-step sign-in
         * @description Makes a new secret and answers it with its QR code; nothing changes at sign-in until a code from the app confirms it (POST /api/two-step/enable). Audited (two_step.setup).
         */
        post: operations["startTwoStepSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-step/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the set-up with a first code
         * @description A right code from the app just set up turns two-step sign-in on and answers 10 single-use recovery codes, shown this once. Audited (two_step.enable).
         */
        post: operations["enableTwoStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-step/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-step sign-in off
         * @description Needs the current password or a code (a recovery code too). Its secret and recovery codes are deleted. An admin in production cannot turn it off (409). Audited (two_step.disable).
         */
        post: operations["disableTwoStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-step/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes
         * @description Needs the current password or a code. Makes 10 new recovery codes, shown this once; the old ones stop working. Audited (two_step.recovery-codes).
         */
        post: operations["regenerateTwoStepRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset code
         * @description Emails a 6-digit code to the admin account with this email, valid 10 minutes. The answer is the same for an email without such an account, so the call tells nobody which addresses have accounts. At most one code per 60 seconds and 5 per hour per account: a request over that sends nothing and answers the same. A new code replaces the previous one.
         */
        post: operations["adminForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password reset code
         * @description Checks the code without using it up (the new password comes next, with the same code). A wrong code counts as a try; after 5 wrong tries the code no longer works. Every failure, including an email without an account, gets the same sentence.
         */
        post: operations["adminVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the code
         * @description Uses the code up, sets the new password and signs the account out on every device; the account is told by email. The password is checked first: a password too short does not count as a try of the code.
         */
        post: operations["adminResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin dashboard's figures
         * @description What /admin shows, as JSON: counts, the newest orders, the last 30 days, and the morning checks (stores waiting for approval, refunds due, products out of stock, return requests open and escalated). Admins only.
         */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/profile/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in admin's own profile
         * @description Only the signed-in admin's own email (any case). An admin who never saved a profile gets blank fields and the role 'Admin'. The account number shows only its last 4 digits.
         */
        get: operations["getAdminProfile"];
        /**
         * Change one's own admin profile
         * @description Any of the profile's fields (a section of the form, or more), each checked by its rule (phone 10 digits starting 6-9, pincode 6 digits, account number 9-18 digits, an IFSC code a bank branch has). A change to any bank detail needs `currentPassword`: without it 400, wrong 403 (counted as a failed login, with the login limits: 429 with Retry-After), and nothing changes. The change is recorded in the audit trail with the values before and after (the account number masked).
         */
        put: operations["updateAdminProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/add-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a category with its image
         * @description multipart/form-data with `name`, `description` and one `image`. The category goes after the others on the storefront, at once. Names are unique ignoring case.
         */
        post: operations["addCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a category's image
         * @description multipart/form-data with one `image`; the storefront shows the new one at once.
         */
        put: operations["replaceCategoryImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/category/{categoryId}/subcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a subcategory to a category */
        post: operations["addSubcategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/{id}/subcategory/{subId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a subcategory's name and description */
        put: operations["updateSubcategory"];
        post?: never;
        /**
         * Delete a subcategory
         * @description Refused (409, nothing changed) while products on the storefront or waiting use it, or while it has a commission rate. Products kept only for past orders lose the label; the orders keep theirs.
         */
        delete: operations["deleteSubcategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a unit
         * @description Refused (409, nothing changed) while products name the unit.
         */
        delete: operations["deleteUnit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attributes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an attribute
         * @description Refused (409, nothing changed) while products name the attribute.
         */
        delete: operations["deleteAttribute"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/create-banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a home page banner
         * @description multipart/form-data with `title`, `bannerType`, `zone` and one `image`, all required. The banner goes after the others in the home carousel, at once.
         */
        post: operations["createBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a home page banner */
        delete: operations["deleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search, filter and page every order (admins)
         * @description Newest first (or largest total first with `sort=total`). `q` finds text in the order id, the customer's name or an item's name; `status`, `store` and `refund` narrow the list. The total is counted up to 1,001 (`totalCapped` says when more match), which keeps broad filters fast. A search needs at least 3 characters (one or two would match nearly every order and read them all).
         */
        get: operations["listAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the orders as CSV (admins)
         * @description Every order matching the same filters as the list (`q`, `status`, `store`, `refund`), newest first, one row per order, streamed. Columns: Order ID, Order Date (IST), Status, Payment Method, Payment Status, Store, Store ID, Customer Name, Customer Email, Customer Mobile, Address, Items, Quantity, Subtotal (INR), Shipping (INR), Total (INR), Commission (INR), Carrier, Tracking Number, Refund ID, Refund Error. Amounts are rupees with 2 decimals, times India time. A cell starting with `=`, `+`, `-` or `@` is prefixed with `'` so spreadsheets show it as text (never as a formula).
         */
        get: operations["exportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send (or retry) a cancelled paid order's refund (admins)
         * @description Refunds the order's total through the payment gateway when its refund is due, typically after a failed attempt. Idempotent: an order already refunded answers 200 and is not refunded again; of two attempts at once only one reaches the gateway. A cash-on-delivery order cancelled after delivery has no gateway payment: 502 with the reason; the admin refunds it by bank transfer or UPI and records it with POST /api/admin/orders/{orderId}/refund-by-transfer. Every attempt is audited.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}/refund-by-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the bank-transfer refund of a cash-on-delivery order (admins)
         * @description A cash-on-delivery order cancelled after delivery owes the shopper its total, but no gateway holds the money: the admin pays it back by bank transfer or UPI, then records the transfer's reference (UTR) here; the order becomes refunded with the reference as its refund id, the shopper is mailed, and the attempt is audited. Idempotent like the gateway refund.
         */
        post: operations["recordTransferRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settlements/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a week's settlement statements (admins)
         * @description Settles the week ending `weekEnding` (a Sunday): per store, every ledger event not yet settled whose return window (7 days after delivery) had passed by the week's end (Monday 00:00 India time) goes on one statement: opening balance (the previous closing), lines, net payable (when positive) and the closing balance carried forward. Earlier weeks not yet run are run first, in order. Idempotent: a week that has run answers 200 with `alreadyRun: true` and changes nothing; the scheduled job and any number of instances running it at once still make one statement per store. Audited.
         */
        post: operations["runSettlementWeek"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settlements/weeks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The weeks that have been settled (admins)
         * @description Every week that has run, newest first, with when and by whom, its statements counted by status (payable, paid, nothing due) and its totals (net payable, paid, outstanding) in rupees.
         */
        get: operations["listSettlementWeeks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settlements/payment-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank's bulk payment file of a week (admins)
         * @description A CSV to upload to the bank: one row per statement of the week still to pay (status `payable`, net payable above zero), by store name. Columns: Beneficiary Name, Account Number, IFSC, Amount, Narration (amount in rupees with 2 decimals; narration `SwiftCart settlement w/e <week> <statement's short id>`). A store whose account number (9 to 18 digits) or IFSC is missing or invalid refuses the whole file with 409 naming the stores, so none is left out unnoticed; with `skipMissing=true` the file leaves them out and the `X-Skipped-Statements` header lists their statements' ids. Marking paid stays a separate step, per statement, with the bank's UTR.
         */
        get: operations["settlementPaymentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A week's settlement statements per store (admins)
         * @description The statements of the week ending `week` (default: the latest week that has run), by store name, a page at a time, optionally only one `status` or one `store`; with the totals of every statement the filters keep (net payable, paid, outstanding, balances carried forward). A week that has not run answers `ran: false` and no statements (`canRun` when it has ended). Amounts in rupees.
         */
        get: operations["listAdminSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settlements/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a statement paid with the bank's UTR (admins)
         * @description Records that the statement's net payable was transferred to the store: its status becomes `paid`, with the UTR (12 to 22 letters and digits, stored in capitals), the time and the admin. Only a `payable` statement can be marked paid. Audited.
         */
        post: operations["markSettlementPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers (admin)
         * @description Customer accounts only, newest first; `q` narrows to those whose name, email or mobile contains it (any case) or whose id starts with it. Paged by `limit` (default 100, at most 200) and `page`; the total of matching customers is in the `X-Total-Count` header (exact up to 200; a larger total is counted once per search and reused for 30 seconds).
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers (admin)
         * @description Customer accounts only, newest first; `q` narrows to those whose name, email or mobile contains it (any case) or whose id starts with it. Paged by `limit` (default 100, at most 200) and `page`; the total of matching customers is in the `X-Total-Count` header (exact up to 200; a larger total is counted once per search and reused for 30 seconds).
         */
        get: operations["listUsersSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers (admin)
         * @description Customer accounts only, newest first; `q` narrows to those whose name, email or mobile contains it (any case) or whose id starts with it. Paged by `limit` (default 100, at most 200) and `page`; the total of matching customers is in the `X-Total-Count` header (exact up to 200; a larger total is counted once per search and reused for 30 seconds).
         */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer (admin)
         * @description A customer account by id; vendors and admins are not customers (404).
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit trail (admin)
         * @description Every admin and store write, newest first: who, when, what, and the values before and after. Filtered by account (`actor` id or part of an `email`), `kind` of thing and days (`from`, `to`, India time, both included). Paged by `limit` (default 50) and `page`; the total is in `X-Total-Count`. The trail cannot be changed through the API: entries are written only with the change they record.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconcile a period: money collected against where it went (admins)
         * @description For the India dates `from` to `to` (both included): the money collected on the store orders delivered in the period, read from the orders (prepaid and cash on delivery apart), and where it went, from the ledger and the statements: payouts to stores (statements marked paid in the period, whichever week they settle), cash kept by the stores, the change in what is owed to the stores (the ledger's balance plus payouts set aside and not yet paid, at the period's start and end), commission, GST on it, TCS, TDS and refunds (net of reversals in the period), and adjustments. `difference` = moneyCollected.total − (payoutsToStores.total + cashKeptByStores + (balancesOwedAtEnd.total − balancesOwedAtStart.total) + commission + commissionGst + tcs + tds + refunds − adjustments), which is 0 when the orders and the ledger agree. Amounts in rupees.
         */
        get: operations["getReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every 4xx/5xx answer of the API */
        Error: {
            /**
             * @description A sentence the client can show the user
             * @example Product not found.
             */
            message: string;
        };
        /** @description One page of ranked search results with facet counts. */
        SearchPage: {
            /** @description This page's products, in the chosen order */
            products: components["schemas"]["Product"][];
            /**
             * @description Products matching the query and filters
             * @example 42
             */
            total: number;
            /**
             * @description This page's number (from 1)
             * @example 1
             */
            page: number;
            /**
             * @description Page size used
             * @example 24
             */
            limit: number;
            /**
             * @description The order used
             * @enum {string}
             */
            sort: "relevance" | "price-asc" | "price-desc" | "newest";
            facets: components["schemas"]["SearchFacets"];
            /**
             * @description A corrected query (`Did you mean …`) when a word of `q` is in no product name and a close one is; otherwise null
             * @example samsung
             */
            suggestion: string | null;
        };
        /** @description A product offered by one vendor. Amounts are rupees. */
        Product: {
            /**
             * @description Product id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Product name
             * @example Redmi Note 13 5G (8 GB, 256 GB)
             */
            name: string;
            /**
             * @description Full description, plain text
             * @example 6.67-inch AMOLED display…
             */
            description: string;
            category: components["schemas"]["ProductCategory"];
            /**
             * @description Subcategory name, or null when the product has none
             * @example Android phones
             */
            subcategory: string | null;
            /**
             * @description Unit of sale
             * @example piece
             */
            unit: string;
            /**
             * @description MRP in rupees (INR), to the paisa
             * @example 24999
             */
            price: number;
            /**
             * @description Discount in percent (0 to 100)
             * @example 12
             */
            discountType: number;
            /**
             * @description Same as `discountType` (clients use both names)
             * @example 12
             */
            discount: number;
            /**
             * @description What the customer pays, in rupees: price − price × discount / 100, rounded to the paisa
             * @example 21999.12
             */
            priceAfterDiscount: number;
            /**
             * @description Units in stock; 0 means out of stock
             * @example 42
             */
            stock: number;
            /**
             * @description Most units one order may hold
             * @example 3
             */
            maxPurchaseLimit: number;
            /**
             * @description Attribute names
             * @example [
             *       "5G",
             *       "Dual SIM"
             *     ]
             */
            attributes: string[];
            /**
             * @description Search tags
             * @example [
             *       "smartphone",
             *       "redmi"
             *     ]
             */
            tags: string[];
            /**
             * @description Where the product ships from
             * @example Bengaluru
             */
            location: string;
            /** @description Return and warranty policy text shown with the product */
            policy: string;
            /**
             * @description Product identification number
             * @example RDM-N13-8256
             */
            pin: string;
            /**
             * @description Colour, as the vendor names it
             * @example Arctic White
             */
            colour: string;
            /**
             * @description HSN code (goods) or SAC (services, e.g. 9987 for repairs), 4, 6 or 8 digits; null until its store sets it. With `gstRate`, what its tax invoice states.
             * @example 8517
             */
            hsnCode: string | null;
            /**
             * @description GST rate in per cent (the slabs 0, 5, 18 and 40); null until its store sets it. Prices include it. A product lacking this or `hsnCode` is sold, but its orders are not invoiced.
             * @example 18
             * @enum {number|null}
             */
            gstRate: 0 | 5 | 18 | 40 | null;
            /**
             * @description Always Vendor: every product is sold by a store
             * @enum {string}
             */
            sellerType: "Vendor";
            /**
             * @description Vendor id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            seller: string;
            /**
             * @description The vendor's store name
             * @example Sharma Electronics
             */
            storeName: string;
            /**
             * @description Owner vendor's email
             * @example store@sharmaelectronics.in
             */
            userEmail: string;
            /**
             * @description Image URLs (same origin, immutable); the first is the main photo. May be empty.
             * @example [
             *       "/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
             *     ]
             */
            photos: string[];
            /**
             * @description Average rating, 0 to 5 (0: not rated yet)
             * @example 4.3
             */
            rating: number;
            /**
             * @description Number of reviews
             * @example 128
             */
            reviews: number;
            /**
             * Format: date-time
             * @description When the product was listed
             */
            createdAt: string;
        };
        /** @description The category a product belongs to. */
        ProductCategory: {
            /**
             * @description Category id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Category name
             * @example Mobiles
             */
            name: string;
        };
        /** @description Counts for the current query. Each facet counts with every other chosen filter applied but not its own, so a shopper sees what choosing another value of it would give. */
        SearchFacets: {
            /** @description Categories of the matching products, most products first */
            categories: components["schemas"]["SearchCategoryFacet"][];
            /** @description The stores with most matching products (at most 12, plus the chosen one) */
            stores: components["schemas"]["SearchStoreFacet"][];
            /** @description Every price band, with its count (0 included) */
            prices: components["schemas"]["SearchPriceFacet"][];
            /** @description 10, 25 and 50 percent or more */
            discounts: components["schemas"]["SearchDiscountFacet"][];
            /**
             * @description Matching products in stock
             * @example 40
             */
            inStock: number;
        };
        /** @description A category and its matches */
        SearchCategoryFacet: {
            /**
             * @description Category id, to pass back as the filter
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description Category name
             * @example Mobiles
             */
            name: string;
            /**
             * @description Matching products with this value
             * @example 12
             */
            count: number;
        };
        /** @description A store and its matches */
        SearchStoreFacet: {
            /**
             * @description Store id, to pass back as the filter
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description Store name
             * @example Sharma Electronics
             */
            name: string;
            /**
             * @description Matching products with this value
             * @example 12
             */
            count: number;
        };
        /** @description A price band and its matches */
        SearchPriceFacet: {
            /**
             * @description Band id, to pass back as `price`
             * @example 10000-25000
             */
            id: string;
            /**
             * @description The band as a shopper reads it
             * @example ₹10,000 – ₹25,000
             */
            label: string;
            /**
             * @description Lowest price in the band, rupees
             * @example 10000
             */
            from: number;
            /**
             * @description Prices below this (null: no upper bound)
             * @example 25000
             */
            below: number | null;
            /**
             * @description Matching products in the band
             * @example 7
             */
            count: number;
        };
        /** @description A discount step and its matches */
        SearchDiscountFacet: {
            /**
             * @description Percent, to pass back as `discount`
             * @example 25
             */
            min: number;
            /** @description Products discounted by at least `min` percent */
            count: number;
        };
        /** @description One page of a product list. */
        ProductPage: {
            /** @description This page's products, newest first */
            products: components["schemas"]["Product"][];
            /**
             * @description Products matching the filters, across all pages
             * @example 1234
             */
            total: number;
            /**
             * @description This page's number (from 1)
             * @example 1
             */
            page: number;
            /**
             * @description Page size used
             * @example 100
             */
            limit: number;
        };
        /** @description A product category with its subcategories. */
        Category: {
            /**
             * @description Category id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Category name, unique ignoring case
             * @example Mobiles
             */
            name: string;
            /**
             * @description Short description; may be empty
             * @example Smartphones and feature phones
             */
            description: string;
            /**
             * @description Image URL (same origin, immutable), or null when the category has no image
             * @example /media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            image: string | null;
            /** @description Its subcategories, alphabetical */
            subcategories: components["schemas"]["Subcategory"][];
        };
        /** @description A subdivision of a category. */
        Subcategory: {
            /**
             * @description Subcategory id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Subcategory name, unique within its category
             * @example Android phones
             */
            name: string;
            /**
             * @description Short description; may be empty
             * @example Phones running Android
             */
            description: string;
        };
        /** @description A slide of the home page carousel. */
        Banner: {
            /**
             * @description Banner id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Headline shown on the slide
             * @example Big Diwali Electronics Sale
             */
            title: string;
            /**
             * @description Shown as the slide's subtitle
             * @example Up to 40% off
             */
            bannerType: string;
            /**
             * @description Region the banner targets
             * @example All India
             */
            zone: string;
            /**
             * @description Image URL (same origin, immutable)
             * @example /media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
             */
            image: string;
        };
        /** @description A unit a product is sold by. */
        Unit: {
            /**
             * @description Unit id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Unit name, unique ignoring case
             * @example kg
             */
            name: string;
        };
        /** @description A product attribute offered by the product form. */
        Attribute: {
            /**
             * @description Attribute id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Attribute name, unique ignoring case
             * @example Bluetooth
             */
            name: string;
        };
        /** @description A city we deliver to. */
        City: {
            /**
             * @description City id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description City name, unique ignoring case
             * @example Pune
             */
            name: string;
        };
        /** @description A city to add. */
        CityInput: {
            /**
             * @description The city's name; spaces around it are dropped. Unique ignoring case.
             * @example Pune
             */
            name: string;
        };
        /** @description A confirmation. */
        MessageAnswer: {
            /**
             * @description What to tell the user
             * @example Product Deleted Successfully
             */
            message: string;
        };
        /** @description An open position at SwiftCart. */
        Job: {
            /**
             * @description Job id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Position title
             * @example Senior Backend Engineer
             */
            title: string;
            /**
             * @description What the role involves, plain text
             * @example Build the order and payment services. Bengaluru or remote.
             */
            description: string;
            /**
             * Format: date-time
             * @description When the opening was posted
             */
            createdAt: string;
        };
        /** @description A job opening to post. */
        JobInput: {
            /**
             * @description The position's title (spaces around it dropped; at most 120 characters).
             * @example Senior Backend Engineer
             */
            title: string;
            /**
             * @description What the role involves, plain text (at most 5000 characters).
             * @example Build the order and payment services. Bengaluru or remote.
             */
            description: string;
        };
        /** @description The platform's commission per sale for a category or subcategory. */
        Commission: {
            /**
             * @description Commission id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Category name
             * @example Mobiles
             */
            category: string;
            /**
             * @description Subcategory name, or null when the rate applies to the whole category
             * @example Android phones
             */
            subcategory: string | null;
            /**
             * @description Percent of each sale kept by the platform
             * @example 5.5
             */
            commission: number;
        };
        /** @description A commission rate for a category, or for one of its subcategories. */
        CommissionInput: {
            /**
             * @description The category, by id or by name (ignoring case). Missing or blank: `Category required`.
             * @example Mobiles
             */
            category: string;
            /**
             * @description A subcategory of that category, by id or name; omitted, null or blank: the rate applies to the whole category (its subcategories without a rate of their own).
             * @example Android phones
             */
            subcategory?: string | null;
            /**
             * @description Percent of each sale the platform keeps, 0 to 100, at most 2 decimals (5.5 is 5.5 %).
             * @example 5.5
             */
            commission: number;
        };
        /** @description A customer's own account, as the customer sees it. */
        User: {
            /**
             * @description User id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description Full name
             * @example Priya Sharma
             */
            name: string;
            /**
             * @description Stored in lower case
             * @example priya@example.in
             */
            email: string;
            /**
             * @description 10 digits, starting 6-9
             * @example 9876543210
             */
            mobile: string;
        };
        /** @description All four fields required ('Please fill in all fields.'); the sign-up form's rules. Other fields are refused (400 naming them). */
        CustomerRegistration: {
            /**
             * @description Full name. Surrounding spaces are ignored.
             * @example Priya Sharma
             */
            name: string;
            /**
             * @description A valid address, unique whatever its case; stored in lower case. Surrounding spaces are ignored.
             * @example priya@example.in
             */
            email: string;
            /**
             * @description 10 digits starting with 6, 7, 8 or 9. Surrounding spaces are ignored.
             * @example 9876543210
             */
            mobile: string;
            /**
             * @description Kept exactly as typed (spaces count)
             * @example secret123
             */
            password: string;
        };
        /** @description Both fields required ('Please fill in all fields.'). Other fields are refused (400 naming them). */
        CustomerLogin: {
            /**
             * @description The account's email, any case. Surrounding spaces are ignored.
             * @example priya@example.in
             */
            email: string;
            /**
             * @description The account's password
             * @example secret123
             */
            password: string;
        };
        /** @description The session check the storefront makes when it starts. */
        AuthStatus: {
            /** @description Whether the request carries a live session */
            isAuthenticated: boolean;
            /** @description The signed-in customer, or null */
            user: components["schemas"]["User"] | null;
            /**
             * @description Why not, when not signed in
             * @example Please log in to continue.
             */
            message?: string;
        };
        /** @description Only the fields present and not blank change; each follows the sign-up rules. Other fields are refused (400 naming them). */
        AccountChange: {
            /**
             * @description New full name
             * @example Priya S. Sharma
             */
            name?: string;
            /**
             * @description New email, not another account's. Needs `currentPassword`, unless it is the same address.
             * @example priya.sharma@example.in
             */
            email?: string;
            /**
             * @description New mobile
             * @example 9123456780
             */
            mobile?: string;
            /**
             * @description New password. Needs `currentPassword`; signs out every other session.
             * @example new-secret-456
             */
            password?: string;
            /**
             * @description The account's password now: required to change `email` or `password` ('Please enter your current password to change your email or password.'), checked whenever sent ('Your current password is incorrect.').
             * @example secret123
             */
            currentPassword?: string;
        };
        /** @description The signed-in customer's whole cart. Every change answers with it. */
        Cart: {
            /** @description Every line of the cart, oldest first */
            cart: components["schemas"]["CartLine"][];
            /**
             * @description Sum of price after discount × quantity over all lines, in rupees, to the paisa
             * @example 43998.24
             */
            total: number;
            /**
             * @description Sum of quantities (the header's cart count)
             * @example 2
             */
            count: number;
        };
        /** @description One product in the cart and how many of it. */
        CartLine: {
            productId: components["schemas"]["Product"];
            /**
             * @description Units of this product in the cart (1 or more)
             * @example 2
             */
            quantity: number;
            /**
             * @description Most units this line may hold now: the smaller of the product's stock and max purchase limit (0 when out of stock, or when the product is not on sale now: its store is waiting for approval or switched off)
             * @example 3
             */
            maxQuantity: number;
            /**
             * @description Price after discount × quantity, in rupees (computed by the server)
             * @example 43998.24
             */
            lineTotal: number;
        };
        /** @description A product and how many units to add to the cart of the signed-in customer. */
        AddToCart: {
            /**
             * @description The product to add
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            productId: string;
            /**
             * @description Units to add to what the cart already holds (default 1)
             * @default 1
             * @example 1
             */
            quantity?: number;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userID?: string;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userId?: string;
        };
        /** @description The new quantity of a cart line (1 up to stock and the purchase limit). */
        UpdateCartLine: {
            /**
             * @description The line's new quantity (1 or more)
             * @example 2
             */
            quantity: number;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userID?: string;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userId?: string;
        };
        /** @description The signed-in customer's wishlist. Every change answers with it. */
        Wishlist: {
            /** @description The wishlisted products, oldest first */
            wishlist: components["schemas"]["Product"][];
        };
        /** @description The product to add to or remove from the wishlist of the signed-in customer. */
        WishlistChange: {
            /**
             * @description The product to add or remove
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            productId: string;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userId?: string;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userID?: string;
        };
        /** @description A saved delivery address (at most 10 per customer). */
        Address: {
            /**
             * @description Address id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description The owner: always the signed-in customer
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userId: string;
            /**
             * @description House number and street
             * @example 12, 4th Cross, Residency Road
             */
            street: string;
            /**
             * @description Floor or flat
             * @example 2nd floor
             */
            floor: string;
            /**
             * @description Area or locality
             * @example Shanthala Nagar
             */
            area: string;
            /**
             * @description A landmark near the address
             * @example Opposite Bishop Cotton School
             */
            landmark: string;
            /**
             * @description City or town
             * @example Bengaluru
             */
            city: string;
            /**
             * @description State or union territory
             * @example Karnataka
             */
            state: string;
            /**
             * @description 6-digit pincode
             * @example 560025
             */
            postalCode: string;
            /**
             * @description Country
             * @example India
             */
            country: string;
            /**
             * @description Contact number: 10 digits starting with 6-9
             * @example 9876543210
             */
            phoneNumber: string;
        };
        /** @description All nine fields are required and non-blank ('Please fill in all fields.'); postalCode is 6 digits, phoneNumber 10 digits starting with 6-9. No other fields. */
        AddressInput: {
            /**
             * @description House number and street
             * @example 12, 4th Cross, Residency Road
             */
            street: string;
            /**
             * @description Floor or flat
             * @example 2nd floor
             */
            floor: string;
            /**
             * @description Area or locality
             * @example Shanthala Nagar
             */
            area: string;
            /**
             * @description A landmark near the address
             * @example Opposite Bishop Cotton School
             */
            landmark: string;
            /**
             * @description City or town
             * @example Bengaluru
             */
            city: string;
            /**
             * @description State or union territory
             * @example Karnataka
             */
            state: string;
            /**
             * @description 6-digit pincode
             * @example 560025
             */
            postalCode: string;
            /**
             * @description Country
             * @example India
             */
            country: string;
            /**
             * @description Contact number: 10 digits starting with 6-9
             * @example 9876543210
             */
            phoneNumber: string;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userId?: string;
        };
        /** @description The shape of India Post: a list whose first element has Status and PostOffice. */
        PincodeLookup: {
            /** @example Number of pincode(s) found: 10 */
            Message: string;
            /** @enum {string} */
            Status: "Success" | "Error";
            /**
             * @description The post offices of the pincode, or null when none was found
             * @example [
             *       {
             *         "Name": "Bangalore GPO",
             *         "District": "Bangalore",
             *         "State": "Karnataka"
             *       }
             *     ]
             */
            PostOffice: {
                /** @example Bangalore GPO */
                Name: string;
                /** @example Bangalore */
                District: string;
                /** @example Karnataka */
                State: string;
            }[] | null;
        }[];
        /** @description The delivery location the customer chose in the header dialog. */
        DeliveryLocationInput: {
            /**
             * @description The label shown after 'Deliver to'; null or empty forgets it.
             * @example Bengaluru 560001
             */
            deliveryLocation: string | null;
        };
        /** @description A position from the browser's geolocation. */
        Coordinates: {
            /**
             * @description Degrees north
             * @example 12.9716
             */
            latitude: number;
            /**
             * @description Degrees east
             * @example 77.5946
             */
            longitude: number;
        };
        /** @description Whose nearby products, and which page of them. */
        NearbyProductsInput: {
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userID?: string;
            /**
             * @description Products per page (1 to 48)
             * @default 12
             * @example 12
             */
            limit?: number;
            /**
             * @description 1-based page number
             * @default 1
             * @example 1
             */
            page?: number;
        };
        /** @description The orders a checkout placed. */
        Placed: {
            /**
             * @description What to tell the customer
             * @example Cash on Delivery order placed!
             */
            message: string;
            /** @description The orders placed: one per store */
            orders: components["schemas"]["Order"][];
        };
        /** @description One store's part of a checkout. */
        Order: {
            /**
             * @description Order id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Last 7 characters of the order id
             * @example 8c9d0
             */
            trackingId: string;
            /** @description Orders placed in one checkout share it (one per store) */
            checkoutId: string;
            /** @description When it was placed (ISO 8601) */
            createdAt: string;
            /** @description When its status or payment last changed (ISO 8601) */
            updatedAt: string;
            /** @description The lines of this order */
            items: components["schemas"]["OrderItem"][];
            /** @description Who ordered */
            customerId: {
                /**
                 * @description Customer id (null if the account was deleted)
                 * @example 6740f1a2c3d4e5f6a7b8c9d0
                 */
                _id: string | null;
                /** @description Customer name */
                name: string;
                /** @description Customer email */
                email: string;
                /** @description Customer mobile */
                mobile: string;
            };
            /** @description Customer name, as the order keeps it */
            name: string;
            /** @description Customer email, as the order keeps it */
            email: string;
            /** @description The store's (vendor's) email */
            userEmail: string;
            /** @description The store that sells and ships this order */
            vendorId: string;
            /** @description The store's name */
            storeName: string;
            address: components["schemas"]["OrderAddress"];
            /**
             * @description The buyer's GSTIN when a business bought (given at checkout; named on the tax invoice), or null for a consumer
             * @example 29AAGCB7383J1Z4
             */
            buyerGstin: string | null;
            /**
             * @description Sum of the lines, rupees
             * @example 17999.1
             */
            subtotal: number;
            /**
             * @description Shipping charge, rupees (shipping is free)
             * @example 0
             */
            shipping: number;
            /**
             * @description What the customer pays for this order, rupees
             * @example 17999.1
             */
            total: number;
            /** @description The marketplace's commission on this order, rupees (stores and admins only) */
            commission?: number;
            /**
             * @description cod, card or upi
             * @enum {string}
             */
            paymentType: "cod" | "card" | "upi";
            /**
             * @description Label of the payment method
             * @example Cash on Delivery
             */
            paymentMethod: string;
            /**
             * @description unpaid (cash on delivery before delivery, or online payment awaited), paid, refund_due (a paid order was cancelled or returned to origin; its refund not yet accepted by the gateway), or refunded
             * @enum {string}
             */
            paymentStatus: "unpaid" | "paid" | "refund_due" | "refunded";
            /**
             * @description The gateway's payment id, once paid online (null otherwise)
             * @example pay_Ns1Tq3sdR5w8Xk
             */
            paymentId: string | null;
            /**
             * @description Pending (online payment awaited), Confirmed, Shipped, Delivered, Cancelled, or Returned (returned to origin: the courier could not deliver the shipped parcel and it went back to the store)
             * @enum {string}
             */
            status: "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled" | "Returned";
            /**
             * @description Who carries the parcel, as the store gave it when shipping (null until shipped)
             * @example Delhivery
             */
            carrier: string | null;
            /**
             * @description The carrier's tracking number (null until shipped)
             * @example 1234567890123
             */
            trackingNumber: string | null;
            /**
             * @description When the store shipped it (ISO 8601), or null
             * @example 2026-11-20T10:15:00.000Z
             */
            shippedAt: string | null;
            /**
             * @description When it was delivered (ISO 8601), or null
             * @example 2026-11-21T08:40:00.000Z
             */
            deliveredAt: string | null;
            /**
             * @description When it was cancelled (ISO 8601), or null
             * @example 2026-11-19T18:05:00.000Z
             */
            cancelledAt: string | null;
            /**
             * @description When the store marked the parcel returned to origin (the courier could not deliver it; ISO 8601), or null
             * @example 2026-11-23T11:20:00.000Z
             */
            returnedAt: string | null;
            /**
             * @description A cancelled or returned-to-origin paid order's refund (paymentStatus refund_due or refunded); null for any other
             * @example {
             *       "id": "rfnd_Ns1Tq3sdR5w8Xk",
             *       "refundedAt": "2026-11-19T18:05:02.000Z",
             *       "error": null,
             *       "attemptedAt": "2026-11-19T18:05:01.000Z"
             *     }
             */
            refund: {
                /**
                 * @description The gateway's refund id once the refund was accepted (null before)
                 * @example rfnd_Ns1Tq3sdR5w8Xk
                 */
                id: string | null;
                /**
                 * @description When the gateway accepted the refund (ISO 8601), or null
                 * @example 2026-11-19T18:05:02.000Z
                 */
                refundedAt: string | null;
                /**
                 * @description Why the last attempt failed (the order stays refund_due until a retry succeeds), or null
                 * @example The amount must be atleast INR 1.00
                 */
                error: string | null;
                /**
                 * @description When the refund was last attempted (ISO 8601), or null
                 * @example 2026-11-19T18:05:01.000Z
                 */
                attemptedAt: string | null;
            } | null;
            invoice: components["schemas"]["InvoiceRef"];
            /** @description Credit notes against the invoice (a shipped order cancelled or refunded), oldest first */
            creditNotes: components["schemas"]["CreditNoteRef"][];
            invoiceMissing: components["schemas"]["InvoiceMissing"];
            /** @description Whether the caller may cancel this order now */
            canCancel: boolean;
            /**
             * @description The status the caller may move this order to next (stores and admins), or null
             * @example Shipped
             * @enum {string|null}
             */
            nextStatus: "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled" | "Returned" | null;
        };
        /** @description One line of an order, as it was sold. */
        OrderItem: {
            /**
             * @description The product sold (null if it has since been deleted)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            productId: string | null;
            /**
             * @description Product name at the time of sale
             * @example Redmi Note 13 5G
             */
            name: string;
            /**
             * @description Category at the time of sale
             * @example Mobiles
             */
            category: string;
            /**
             * @description Subcategory at the time of sale (null if none)
             * @example Android Phones
             */
            subcategory: string | null;
            /**
             * @description Unit of sale
             * @example piece
             */
            unit: string;
            /**
             * @description MRP of one unit, rupees
             * @example 19999
             */
            mrp: number;
            /**
             * @description Discount applied, percent
             * @example 10
             */
            discountPercent: number;
            /**
             * @description One unit after discount, rupees
             * @example 17999.1
             */
            price: number;
            /**
             * @description Units bought
             * @example 1
             */
            quantity: number;
            /**
             * @description price × quantity, rupees
             * @example 17999.1
             */
            lineTotal: number;
            /**
             * @description Commission per sale as it was at the time of sale, percent (stores and admins only)
             * @example 5.5
             */
            commissionRate?: number;
            /**
             * @description Commission on this line, rupees (stores and admins only)
             * @example 989.95
             */
            commission?: number;
        };
        /** @description The delivery address, as it was at checkout. */
        OrderAddress: {
            /** @description House and street */
            street: string;
            /** @description Floor or flat */
            floor: string;
            /** @description Area or locality */
            area: string;
            /** @description Nearby landmark */
            landmark: string;
            /** @description City */
            city: string;
            /** @description State */
            state: string;
            /**
             * @description 6-digit pincode
             * @example 411001
             */
            postalCode: string;
            /**
             * @description Country
             * @example India
             */
            country: string;
            /**
             * @description Phone number for the delivery
             * @example 9876543210
             */
            phoneNumber: string;
        };
        /** @description The tax invoice, issued when the store shipped the order; null before (and when the order shipped without one, see `invoiceMissing`) */
        InvoiceRef: {
            /**
             * @description The store's invoice number: unique per store per financial year, consecutive
             * @example INV/2627/000123
             */
            number: string;
            /**
             * @description The invoice date (India time), YYYY-MM-DD
             * @example 2026-11-20
             */
            date: string;
        } | null;
        /** @description A credit note against the order's invoice: its PDF is GET /api/orders/{orderId}/credit-notes/{number} (the number's `/` written as `-`, or URL-encoded). */
        CreditNoteRef: {
            /**
             * @description The store's credit note number, in its own consecutive series
             * @example CN/2627/000045
             */
            number: string;
            /** @description The credit note's date (India time), YYYY-MM-DD */
            date: string;
            /**
             * @description What it credits, GST included, rupees
             * @example 17999.1
             */
            amount: number;
        };
        /** @description Set when the order has shipped but has no invoice: why; null otherwise */
        InvoiceMissing: {
            /**
             * @description What keeps the order from its invoice, and what the store must do
             * @example No tax invoice can be issued yet: set the HSN code and GST rate of "Redmi Note 13 5G".
             */
            message: string;
            /** @description The order's products without an HSN code or GST rate */
            products: {
                /**
                 * @description The product (null if deleted)
                 * @example 6740f1a2c3d4e5f6a7b8c9d0
                 */
                productId: string | null;
                /**
                 * @description The line's name
                 * @example Redmi Note 13 5G
                 */
                name: string;
            }[];
            /** @description True when the store has no valid GSTIN saved */
            storeGstin: boolean;
        } | null;
        /** @description Cash on delivery (with `cart`), or the result of an online payment (with `paymentInfo`). */
        PlaceOrder: components["schemas"]["CashOnDeliveryOrder"] | components["schemas"]["PaidOrder"];
        /** @description Place the signed-in customer's cart as a cash-on-delivery order. */
        CashOnDeliveryOrder: {
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userID?: string;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userId?: string;
            /** @description Saved address to deliver to (default: the most recently saved one) */
            addressId?: string;
            /** @description The total the customer was shown, rupees. When sent, the database's prices must come to it: otherwise 409 with the new total and nothing is placed (the customer confirms the new total). The amount charged is always computed by the server. */
            total?: number;
            /** @description The cart as the client showed it: what the customer saw is what is bought. Only compared with the stored cart (409 when they differ); prices and totals come from the database. */
            cart: ({
                /**
                 * @description Product id, or the product object with its `_id`
                 * @example 6740f1a2c3d4e5f6a7b8c9d0
                 */
                productId: string | {
                    _id: string;
                };
                /**
                 * @description Units
                 * @example 1
                 */
                quantity: number;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * @description Optional: the buyer's GSTIN when a business buys (B2B), named on each store's tax invoice of this checkout and answered as the orders' `buyerGstin`. 15 characters: the state code, the PAN, the entity number, Z and a check character (any case; checked as a store's GSTIN is: 400 `buyerGstin: Invalid GST number…` when its pattern, state code or check character is wrong, and nothing is placed). Blank, null or left out: a consumer.
             * @example 29AAGCB7383J1Z4
             */
            buyerGstin?: string | null;
        };
        /** @description Complete a card/UPI checkout with the gateway's result (as the storefront sends it). */
        PaidOrder: {
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userID?: string;
            /**
             * @description Optional. If present it must be the signed-in customer's own id (otherwise 403).
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            userId?: string;
            /** @description Saved address to deliver to (default: the most recently saved one) */
            addressId?: string;
            /** @description Ignored: the server computes every total */
            total?: number;
            /** @description Ignored when paying online: the payment fixed it */
            cart?: ({
                /**
                 * @description Product id, or the product object with its `_id`
                 * @example 6740f1a2c3d4e5f6a7b8c9d0
                 */
                productId: string | {
                    _id: string;
                };
                /**
                 * @description Units
                 * @example 1
                 */
                quantity: number;
            } & {
                [key: string]: unknown;
            })[];
            paymentInfo: components["schemas"]["PaymentInfo"];
        };
        /** @description What the gateway's checkout handed the browser after paying. */
        PaymentInfo: {
            /**
             * @description The gateway's order id
             * @example order_Ns1Tq3sdR5w8Xk
             */
            razorpay_order_id: string;
            /**
             * @description The gateway's payment id
             * @example pay_Ns1Tq3sdR5w8Xk
             */
            razorpay_payment_id: string;
            /** @description HMAC-SHA256 of `order_id|payment_id`, hex */
            razorpay_signature: string;
            /** @description Ignored: the order keeps the account's name */
            name?: string;
            /** @description Ignored: the order keeps the account's email */
            email?: string;
        };
        /** @description Orders, newest first */
        OrderList: components["schemas"]["Order"][];
        /** @description A page of all orders (admins). */
        OrderPage: {
            /** @description This page of orders, newest first */
            orders: components["schemas"]["Order"][];
            /** @description Orders in the whole list */
            total: number;
            /** @description This page's number */
            page: number;
            /** @description Rows per page */
            limit: number;
        };
        /** @description An order after a change. */
        OrderChanged: {
            /**
             * @description What happened
             * @example Order cancelled.
             */
            message: string;
            order: components["schemas"]["Order"];
        };
        /** @description Move an order forward (stores and admins). Shipping needs the carrier and tracking number; a shipped parcel that came back undelivered is marked Returned. */
        UpdateOrderStatus: {
            /**
             * @description The next status: Shipped, Delivered, or Returned (returned to origin) for a Shipped order the courier could not deliver
             * @enum {string}
             */
            status: "Shipped" | "Delivered" | "Returned";
            /**
             * @description Required with Shipped: who carries the parcel
             * @example Delhivery
             */
            carrier?: string;
            /**
             * @description Required with Shipped: the carrier's tracking number, shown to the customer
             * @example 1234567890123
             */
            trackingNumber?: string;
        };
        /** @description The order's tax invoice, issued now or before. */
        InvoiceIssued: {
            /**
             * @description What happened
             * @example Invoice INV/2627/000123 issued.
             */
            message: string;
            invoice: components["schemas"]["InvoiceRef"] & unknown;
        };
        /** @description A store's GSTR-1 for a month in the GST portal's offline-tool JSON (its field names); sections with nothing to report are left out. */
        Gstr1Return: {
            /**
             * @description The store's GSTIN
             * @example 27AAPFU0939F1ZV
             */
            gstin: string;
            /**
             * @description Return period, MMYYYY
             * @example 112026
             */
            fp: string;
            /**
             * @description The offline tool's schema version
             * @example GST3.2.4
             */
            version: string;
            /**
             * @description Filled by the offline tool
             * @example hash
             */
            hash: string;
            /** @description Table 4A: invoices to registered buyers */
            b2b?: {
                /** @description The buyer's GSTIN */
                ctin: string;
                inv: {
                    /**
                     * @description Invoice number
                     * @example INV/2627/000123
                     */
                    inum: string;
                    /**
                     * @description Invoice date, dd-mm-yyyy
                     * @example 20-11-2026
                     */
                    idt: string;
                    /** @description Invoice value, tax included, rupees */
                    val: number;
                    /**
                     * @description Place of supply: GST state code
                     * @example 27
                     */
                    pos: string;
                    /**
                     * @description Reverse charge: never
                     * @enum {string}
                     */
                    rchrg: "N";
                    /**
                     * @description Regular invoice
                     * @enum {string}
                     */
                    inv_typ: "R";
                    itms: {
                        /** @description Item number, from 1 */
                        num: number;
                        itm_det: components["schemas"]["Gstr1ItemDetail"];
                    }[];
                }[];
            }[];
            /** @description Table 5: inter-state invoices to unregistered buyers above ₹1,00,000 (₹2,50,000 before August 2024) */
            b2cl?: {
                /**
                 * @description Place of supply: GST state code
                 * @example 27
                 */
                pos: string;
                inv: {
                    inum: string;
                    /**
                     * @description Invoice date, dd-mm-yyyy
                     * @example 20-11-2026
                     */
                    idt: string;
                    /** @description Invoice value, rupees */
                    val: number;
                    itms: {
                        /** @description Item number, from 1 */
                        num: number;
                        itm_det: components["schemas"]["Gstr1IgstItemDetail"];
                    }[];
                }[];
            }[];
            /** @description Table 7: other B2C supplies by supply type, place and rate */
            b2cs?: {
                /** @enum {string} */
                sply_ty: "INTRA" | "INTER";
                /**
                 * @description Place of supply: GST state code
                 * @example 27
                 */
                pos: string;
                /** @enum {string} */
                typ: "OE";
                /**
                 * @description GST rate, per cent
                 * @example 18
                 */
                rt: number;
                /** @description Taxable value, net of credit notes, rupees */
                txval: number;
                /** @description IGST, rupees */
                iamt: number;
                /** @description CGST, rupees */
                camt: number;
                /** @description SGST, rupees */
                samt: number;
                /** @description Cess (none), rupees */
                csamt: number;
            }[];
            /** @description Table 9B: credit notes to registered buyers */
            cdnr?: {
                ctin: string;
                nt: {
                    /**
                     * @description Credit note
                     * @enum {string}
                     */
                    ntty: "C";
                    /**
                     * @description Credit note number
                     * @example CN/2627/000045
                     */
                    nt_num: string;
                    /**
                     * @description Credit note date, dd-mm-yyyy
                     * @example 20-11-2026
                     */
                    nt_dt: string;
                    /** @description Note value, tax included, rupees */
                    val: number;
                    /**
                     * @description Place of supply: GST state code
                     * @example 27
                     */
                    pos: string;
                    /** @enum {string} */
                    rchrg: "N";
                    /** @enum {string} */
                    inv_typ: "R";
                    itms: {
                        /** @description Item number, from 1 */
                        num: number;
                        itm_det: components["schemas"]["Gstr1ItemDetail"];
                    }[];
                }[];
            }[];
            /** @description Table 9B: credit notes against B2C large invoices */
            cdnur?: {
                /** @enum {string} */
                ntty: "C";
                nt_num: string;
                /**
                 * @description Credit note date, dd-mm-yyyy
                 * @example 20-11-2026
                 */
                nt_dt: string;
                /** @description Note value, rupees */
                val: number;
                /** @enum {string} */
                typ: "B2CL";
                /**
                 * @description Place of supply: GST state code
                 * @example 27
                 */
                pos: string;
                itms: {
                    /** @description Item number, from 1 */
                    num: number;
                    itm_det: components["schemas"]["Gstr1IgstItemDetail"];
                }[];
            }[];
            /** @description Table 12, net of credit notes: split into B2B and B2C from the May 2025 return period, one `data` list before */
            hsn: {
                hsn_b2b: components["schemas"]["Gstr1HsnRow"][];
                hsn_b2c: components["schemas"]["Gstr1HsnRow"][];
            } | {
                data: components["schemas"]["Gstr1HsnRow"][];
            };
            /** @description Table 13: the document series used */
            doc_issue?: {
                doc_det: {
                    /** @description 1: invoices for outward supply; 5: credit notes */
                    doc_num: number;
                    doc_typ: string;
                    docs: {
                        num: number;
                        from: string;
                        to: string;
                        totnum: number;
                        cancel: number;
                        net_issue: number;
                    }[];
                }[];
            };
        };
        /** @description A document's supplies at one rate */
        Gstr1ItemDetail: {
            /** @description Taxable value, rupees */
            txval: number;
            /**
             * @description GST rate, per cent
             * @example 18
             */
            rt: number;
            /** @description IGST, rupees */
            iamt: number;
            /** @description CGST, rupees */
            camt: number;
            /** @description SGST, rupees */
            samt: number;
            /** @description Cess (none), rupees */
            csamt: number;
        };
        /** @description An inter-state document's supplies at one rate */
        Gstr1IgstItemDetail: {
            /** @description Taxable value, rupees */
            txval: number;
            /**
             * @description GST rate, per cent
             * @example 18
             */
            rt: number;
            /** @description IGST, rupees */
            iamt: number;
            /** @description Cess (none), rupees */
            csamt: number;
        };
        /** @description Table 12: one HSN code at one rate and unit, the month's supplies less its credit notes */
        Gstr1HsnRow: {
            /**
             * @description Row number, from 1
             * @example 1
             */
            num: number;
            /**
             * @description HSN code
             * @example 8517
             */
            hsn_sc: string;
            /** @description Description (at most 30 characters) */
            desc: string;
            /** @description Unit quantity code (PCS, KGS, ... OTH; NA for services) */
            uqc: string;
            /** @description Quantity, net of credit notes */
            qty: number;
            /**
             * @description GST rate, per cent
             * @example 18
             */
            rt: number;
            /** @description Taxable value, net of credit notes, rupees */
            txval: number;
            /** @description IGST, rupees */
            iamt: number;
            /** @description CGST, rupees */
            camt: number;
            /** @description SGST, rupees */
            samt: number;
            /** @description Cess (none), rupees */
            csamt: number;
        };
        /** @description A store's TDS under s.194-O for a quarter, as Form 16A shows it */
        TdsReport: {
            /**
             * @description The financial-year quarter reported, YYYY-Qn (Q1 April–June of YYYY ... Q4 January–March of YYYY + 1)
             * @example 2026-Q3
             */
            quarter: string;
            /**
             * @description First day, YYYY-MM-DD
             * @example 2026-10-01
             */
            from: string;
            /**
             * @description Last day, YYYY-MM-DD
             * @example 2026-12-31
             */
            to: string;
            /**
             * @description The Income-tax Act section TDS is deducted under (e-commerce operators)
             * @example 194-O
             * @enum {string}
             */
            section: "194-O";
            /** @description Who deducted the TDS: the platform (the e-commerce operator) */
            deductor: {
                /**
                 * @description The platform's legal name
                 * @example SwiftCart Private Limited
                 */
                name: string;
                /**
                 * @description The platform's TAN (null until configured)
                 * @example MUMS12345B
                 */
                tan: string | null;
            };
            /** @description Whose sales TDS was deducted from: the store */
            deductee: {
                /**
                 * @description The store's name
                 * @example Sharma Electronics
                 */
                storeName: string;
                /**
                 * @description The store's PAN (null when it has none on file: TDS is then 5 % instead of 0.1 %)
                 * @example AAPFU0939F
                 */
                pan: string | null;
            };
            /** @description The quarter's TDS entries, oldest first */
            rows: components["schemas"]["TdsRow"][];
            /** @description The quarter's totals */
            totals: {
                /** @description Sum of the rows' gross amounts, rupees */
                grossAmount: number;
                /** @description TDS deducted in the quarter, net of reversals, rupees */
                tds: number;
                /** @description Orders with a deduction in the quarter */
                orders: number;
            };
        };
        /** @description One TDS entry of the store's ledger: a deduction when a sale is credited, or its reversal */
        TdsRow: {
            /**
             * @description The order the deduction or reversal is for (null only for an entry without an order)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            orderId: string | null;
            /**
             * @description `deduction` when the sale was credited (delivered); `reversal` when it was reversed
             * @enum {string}
             */
            kind: "deduction" | "reversal";
            /** @description The delivery's or reversal's date, YYYY-MM-DD (India) */
            date: string;
            /**
             * @description The order's tax invoice number (null when no invoice was issued for it)
             * @example INV/2627/000123
             */
            invoiceNumber: string | null;
            /**
             * @description A reversal's credit note number (null for a deduction, or a reversal without one)
             * @example CN/2627/000045
             */
            creditNoteNumber: string | null;
            /** @description The amount TDS is computed on (negative for a reversal), rupees */
            grossAmount: number;
            /**
             * @description TDS rate, per cent
             * @example 0.1
             */
            rate: number;
            /** @description TDS deducted (negative when given back), rupees */
            tds: number;
        };
        /** @description TCS under CGST s.52 collected in a month, per store GSTIN and place of supply (GSTR-8) */
        TcsReport: {
            /**
             * @description The month reported, YYYY-MM (India dates)
             * @example 2026-11
             */
            month: string;
            /** @description One row per store GSTIN and place of supply */
            rows: components["schemas"]["TcsRow"][];
            /** @description The month's totals over every row */
            totals: {
                /** @description Taxable value of the supplies delivered, rupees */
                grossSupplies: number;
                /** @description Taxable value of supplies reversed (returns, refunds after delivery), rupees */
                returns: number;
                /** @description Gross less returns: the value TCS is collected on, rupees */
                netSupplies: number;
                /** @description CGST collected (0.25 %), rupees */
                cgst: number;
                /** @description SGST collected (0.25 %), rupees */
                sgst: number;
                /** @description IGST collected (0.5 %), rupees */
                igst: number;
                /** @description CGST + SGST + IGST, rupees */
                tcs: number;
            };
            /** @description The same month's TCS as the ledger sums it (equal to totals.tcs), rupees */
            ledgerTcs: number;
        };
        /** @description A store's supplies in the month to one place of supply, with the TCS collected on them */
        TcsRow: {
            /**
             * @description The store's (vendor's) id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            storeId: string;
            /**
             * @description The store's name
             * @example Sharma Electronics
             */
            storeName: string;
            /** @description The supplier's GSTIN ('' when the store has none) */
            gstin: string;
            /** @description Where the supplies were delivered (decides CGST + SGST or IGST) */
            placeOfSupply: {
                /**
                 * @description GST state code
                 * @example 27
                 */
                code: string;
                /**
                 * @description The state's name
                 * @example Maharashtra
                 */
                name: string;
            };
            /** @description Taxable value of the supplies delivered, rupees */
            grossSupplies: number;
            /** @description Taxable value of supplies reversed (returns, refunds after delivery), rupees */
            returns: number;
            /** @description Gross less returns: the value TCS is collected on, rupees */
            netSupplies: number;
            /** @description CGST collected (0.25 %), rupees */
            cgst: number;
            /** @description SGST collected (0.25 %), rupees */
            sgst: number;
            /** @description IGST collected (0.5 %), rupees */
            igst: number;
        };
        /** @description A page of the store's statements and its money at a glance. */
        StatementList: {
            /** @description Newest week first */
            statements: components["schemas"]["StatementSummary"][];
            /**
             * @description Statements in all, across pages
             * @example 8
             */
            total: number;
            /**
             * @description This page (from 1)
             * @example 1
             */
            page: number;
            /**
             * @description Rows per page
             * @example 20
             */
            limit: number;
            summary: components["schemas"]["PaymentsSummary"];
        };
        /** @description A weekly statement without its lines. */
        StatementSummary: {
            /**
             * @description Statement id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description The store
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            storeId: string;
            /**
             * @description The store's name
             * @example Sharma Electronics
             */
            storeName: string;
            /**
             * @description The week's Monday (India time)
             * @example 2026-11-16
             */
            weekStart: string;
            /**
             * @description The week's Sunday (India time): the week runs Monday 00:00 to Sunday 23:59:59 IST
             * @example 2026-11-22
             */
            weekEnding: string;
            /**
             * @description The previous statement's closing balance (0 for the first; negative: owed), rupees
             * @example 0
             */
            openingBalance: number;
            /**
             * @description The sum of the lines, rupees
             * @example 1104.2
             */
            linesTotal: number;
            /**
             * @description What the platform pays out: opening + lines if positive, else 0, rupees
             * @example 1104.2
             */
            netPayable: number;
            /**
             * @description opening + lines − net payable: carried to the next statement (≤ 0), rupees
             * @example 0
             */
            closingBalance: number;
            /**
             * @description payable: to be paid; paid: paid out (utr set); nothing_due: no payout this week
             * @enum {string}
             */
            status: "payable" | "paid" | "nothing_due";
            /**
             * @description The bank transfer's UTR once paid, else null
             * @example HDFCN52026112300123
             */
            utr: string | null;
            /**
             * @description When it was paid (ISO 8601), or null
             * @example 2026-11-24T06:30:00.000Z
             */
            paidAt: string | null;
            /** @description When the statement was made (ISO 8601) */
            generatedAt: string;
            /**
             * @description How many lines the statement has
             * @example 12
             */
            lineCount: number;
        };
        /** @description A store's money at a glance. */
        PaymentsSummary: {
            /**
             * @description The store's ledger balance now: the balance carried from its last statement plus every entry not yet settled (negative: the store owes the platform, e.g. commission and taxes on cash-on-delivery orders its courier collected; netted against its next payouts), rupees
             * @example 2208.4
             */
            balance: number;
            /**
             * @description Net payable of its statements not paid yet, rupees
             * @example 1104.2
             */
            awaitingPayout: number;
            /** @description How many statements await payment */
            awaitingStatements: number;
            /** @description The next expected payout */
            nextPayout: {
                /**
                 * @description The Monday the next statement is made, India date (the week that ended last, while it has not been run yet; else the current week's)
                 * @example 2026-11-30
                 */
                date: string;
                /**
                 * @description The week it settles (its Sunday)
                 * @example 2026-11-29
                 */
                weekEnding: string;
                /**
                 * @description Its expected net payable: the carried balance plus every unsettled entry whose return window ends before that week ends, never below 0, rupees
                 * @example 1104.2
                 */
                estimatedAmount: number;
            };
            /**
             * @description What the store owes the platform when its balance is negative, else 0, rupees
             * @example 0
             */
            owed: number;
        };
        /** @description A store's weekly settlement statement: opening balance, every line, totals, closing balance and net payable. The same as CSV at /api/vendor/settlements/{id}.csv and PDF at /api/vendor/settlements/{id}.pdf. */
        Statement: {
            /**
             * @description Statement id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description The store
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            storeId: string;
            /**
             * @description The store's name
             * @example Sharma Electronics
             */
            storeName: string;
            /**
             * @description The week's Monday (India time)
             * @example 2026-11-16
             */
            weekStart: string;
            /**
             * @description The week's Sunday (India time): the week runs Monday 00:00 to Sunday 23:59:59 IST
             * @example 2026-11-22
             */
            weekEnding: string;
            /**
             * @description The previous statement's closing balance (0 for the first; negative: owed), rupees
             * @example 0
             */
            openingBalance: number;
            /**
             * @description The sum of the lines, rupees
             * @example 1104.2
             */
            linesTotal: number;
            /**
             * @description What the platform pays out: opening + lines if positive, else 0, rupees
             * @example 1104.2
             */
            netPayable: number;
            /**
             * @description opening + lines − net payable: carried to the next statement (≤ 0), rupees
             * @example 0
             */
            closingBalance: number;
            /**
             * @description payable: to be paid; paid: paid out (utr set); nothing_due: no payout this week
             * @enum {string}
             */
            status: "payable" | "paid" | "nothing_due";
            /**
             * @description The bank transfer's UTR once paid, else null
             * @example HDFCN52026112300123
             */
            utr: string | null;
            /**
             * @description When it was paid (ISO 8601), or null
             * @example 2026-11-24T06:30:00.000Z
             */
            paidAt: string | null;
            /** @description When the statement was made (ISO 8601) */
            generatedAt: string;
            /** @description The settled events, oldest first */
            lines: components["schemas"]["StatementLine"][];
            totals: components["schemas"]["StatementTotals"];
            /** @description Payment issues raised on it, oldest first */
            issues: components["schemas"]["PaymentIssue"][];
        };
        /** @description One settled event of a statement, its ledger entries in columns, signed as the store sees them: positive, owed to the store; negative, owed by it. */
        StatementLine: {
            /** @description The ledger event this line settles */
            eventId: string;
            /**
             * @description The order (null for an adjustment)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            orderId: string | null;
            /**
             * @description delivery: an order delivered past its return window; reversal: a refund, cancellation after delivery or return taking a sale back; adjustment: a correction by the platform
             * @enum {string}
             */
            kind: "delivery" | "reversal" | "adjustment";
            /**
             * @description When it happened, India date YYYY-MM-DD
             * @example 2026-11-16
             */
            date: string;
            /**
             * @description How the order was paid: cod means the store's courier collected the cash (null for an adjustment)
             * @example upi
             * @enum {string|null}
             */
            paymentMethod: "cod" | "card" | "upi" | null;
            /**
             * @description The sale, gross as invoiced (positive: owed to the store), rupees
             * @example 1180
             */
            sale: number;
            /**
             * @description The sale taken back by a reversal (negative), rupees
             * @example 0
             */
            refund: number;
            /**
             * @description Cash the store's courier collected on delivery (negative: the store holds it), rupees
             * @example 0
             */
            cashCollected: number;
            /**
             * @description The platform's commission at the rate frozen at sale (negative; positive when reversed), rupees
             * @example -59
             */
            commission: number;
            /**
             * @description GST at 18 % on the commission (negative; positive when reversed), rupees
             * @example -10.62
             */
            commissionGst: number;
            /**
             * @description TCS under CGST s.52, 0.5 % of the taxable value (CGST + SGST or IGST; negative), rupees
             * @example -5
             */
            tcs: number;
            /**
             * @description TDS under Income-tax s.194-O, 0.1 % of the gross (5 % without PAN; negative), rupees
             * @example -1.18
             */
            tds: number;
            /**
             * @description The sum of the line's entries, adjustments included, rupees
             * @example 1104.2
             */
            net: number;
            /**
             * @description The credit note behind a reversal, if any
             * @example CN/2627/000045
             */
            creditNote: string | null;
        };
        /** @description Each column's sum over the lines, to the paisa. */
        StatementTotals: {
            /** @description Σ sale, rupees */
            sale: number;
            /** @description Σ refund, rupees */
            refunds: number;
            /** @description Σ cash collected, rupees */
            cashCollected: number;
            /** @description Σ commission, rupees */
            commission: number;
            /** @description Σ GST on commission, rupees */
            commissionGst: number;
            /** @description Σ TCS, rupees */
            tcs: number;
            /** @description Σ TDS, rupees */
            tds: number;
            /** @description Σ net of the lines (equals linesTotal), rupees */
            net: number;
        };
        /** @description A store's question about a paid statement, and the answer. */
        PaymentIssue: {
            /**
             * @description Payment issue id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description What the store asked
             * @example UTR not found by my bank.
             */
            message: string;
            /** @description When the store raised it (ISO 8601) */
            raisedAt: string;
            /**
             * @description open until the admin answers
             * @enum {string}
             */
            status: "open" | "answered";
            /**
             * @description The admin's answer (null while open)
             * @example The transfer was made on 24 Nov; your bank shows it under UTR HDFCN52026112300123.
             */
            answer: string | null;
            /**
             * @description When the admin answered (ISO 8601), or null while open
             * @example 2026-11-25T10:30:00.000Z
             */
            answeredAt: string | null;
        };
        /** @description The payment issue just raised. */
        RaisedPaymentIssue: {
            /**
             * @description What happened, to show the store
             * @example Your payment issue has been sent to SwiftCart.
             */
            message: string;
            issue: components["schemas"]["PaymentIssueDetail"];
        };
        /** @description A store's question about one of its paid statements (raised within 7 days of the payment), with the admin's answer once given. */
        PaymentIssueDetail: {
            /**
             * @description The issue's id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description The statement it is about
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            statementId: string;
            /**
             * @description The store that raised it
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            storeId: string;
            /**
             * @description The store's name
             * @example Sharma Electronics
             */
            storeName: string;
            /**
             * @description The statement's week (its Sunday, YYYY-MM-DD)
             * @example 2026-11-22
             */
            weekEnding: string;
            /**
             * @description What the store asks or reports
             * @example The payout reached our account ₹120.00 short of the statement's net payable.
             */
            message: string;
            /** @description When it was raised (ISO 8601) */
            raisedAt: string;
            /**
             * @description open until the admin answers it
             * @enum {string}
             */
            status: "open" | "answered";
            /**
             * @description The admin's answer (null while open)
             * @example The bank charged ₹120.00; we have refunded it with UTR HDFC000012345678.
             */
            answer: string | null;
            /**
             * @description When it was answered (ISO 8601; null while open)
             * @example 2026-11-25T10:30:00.000Z
             */
            answeredAt: string | null;
        };
        /** @description A store's question about one of its paid statements. */
        RaisePaymentIssue: {
            /**
             * @description What is wrong with the payment or the statement (10 to 1000 characters)
             * @example The payout reached our account ₹120.00 short of the statement's net payable.
             */
            message: string;
        };
        /** @description The payment issue just answered. */
        AnsweredPaymentIssue: {
            /**
             * @description What happened, to show the admin
             * @example Answer sent to the store.
             */
            message: string;
            issue: components["schemas"]["PaymentIssueDetail"];
        };
        /** @description The admin's answer to a payment issue; it marks the issue answered. */
        AnswerPaymentIssue: {
            /**
             * @description The answer the store will read on its statement (2 to 2000 characters)
             * @example The bank charged ₹120.00; we have refunded it with UTR HDFC000012345678.
             */
            answer: string;
        };
        /** @description A page of the store's ledger. */
        LedgerPage: {
            /** @description Newest first */
            entries: components["schemas"]["LedgerEntry"][];
            /** @description Entries matching the filters, across pages */
            total: number;
            /**
             * @description This page (from 1)
             * @example 1
             */
            page: number;
            /**
             * @description Rows per page
             * @example 50
             */
            limit: number;
            /** @description Σ amount of every entry matching the filters, rupees */
            sum: number;
            /** @description The store's ledger balance now (all entries), rupees: negative, it owes the platform */
            balance: number;
        };
        /** @description One entry of the store's append-only ledger. */
        LedgerEntry: {
            /** @description Entry id (entries are numbered in the order they were written) */
            id: string;
            /** @description The event it belongs to: its other entries share it */
            eventId: string;
            /**
             * @description What made it: an order delivered, a sale reversed, a week's payout, an adjustment
             * @enum {string}
             */
            event: "delivery" | "reversal" | "settlement" | "adjustment";
            /**
             * @description What the amount is
             * @enum {string}
             */
            kind: "sale" | "refund" | "cash_collected" | "commission" | "commission_gst" | "tcs_cgst" | "tcs_sgst" | "tcs_igst" | "tds" | "payout" | "adjustment";
            /**
             * @description Rupees, signed as the store sees it: positive, owed to the store; negative, owed by it
             * @example -59
             */
            amount: number;
            /**
             * @description The order (null for a payout)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            orderId: string | null;
            /**
             * @description India date of the event, YYYY-MM-DD
             * @example 2026-11-16
             */
            date: string;
            /** @description When the event happened (ISO 8601) */
            occurredAt: string;
            /** @description From when it may be settled (ISO 8601): a delivery after its 7-day return window */
            availableAt: string;
            /**
             * @description The weekly statement that settled it, or null while unsettled
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            statementId: string | null;
            /**
             * @description A reversal's credit note number, if any (else null)
             * @example CN/2627/000045
             */
            creditNote: string | null;
            /** @description The figures it was computed from */
            basis: {
                /**
                 * @description The rate applied, basis points (50 = 0.5 %); null where no single rate applies (a sale, a refund, cash collected, a payout, commission at each product's own rate)
                 * @example 1800
                 */
                rateBp: number | null;
                /** @description What the rate was applied to, rupees */
                base: number;
                /**
                 * @description Why, where the rule needs saying (else null)
                 * @example Collected in cash by the store's courier.
                 */
                note: string | null;
            };
        };
        /** @description The request after the step just taken. */
        ReturnAnswer: {
            /**
             * @description What happened, to show the user
             * @example Your return request has been sent to the store.
             */
            message: string;
            return: components["schemas"]["Return"];
        };
        /** @description A shopper's return request or claim on lines of a delivered order, as its reader sees it (bank details whole only for the admin). */
        Return: {
            /**
             * @description The request's id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description The short number pages show
             * @example RA7B8C9D0
             */
            number: string;
            /**
             * @description The order it is about
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            orderId: string;
            /**
             * @description The store that sold the order
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            vendorId: string;
            /**
             * @description The store's name
             * @example Sharma Electronics
             */
            storeName: string;
            /**
             * @description The shopper's name
             * @example Priya Sharma
             */
            customerName: string;
            /**
             * @description `requested` (waiting on the store, 2 days), `accepted` (pickup on its way, or a missing item's refund due), `rejected` (the shopper may escalate within 7 days), `escalated` (waiting on the admin), `received` (back at the store, refund due), `refunded`, `closed` (a rejection not escalated, or upheld by the admin)
             * @example requested
             * @enum {string}
             */
            status: "requested" | "accepted" | "rejected" | "escalated" | "received" | "refunded" | "closed";
            /**
             * @description Why: `damaged` (Damaged in transit), `defective` (Defective), `wrong_item` (Wrong item), `missing` (Missing item or part), `not_as_described` (Not as described)
             * @example damaged
             * @enum {string}
             */
            reason: "damaged" | "defective" | "wrong_item" | "missing" | "not_as_described";
            /**
             * @description The shopper's words
             * @example The screen is cracked.
             */
            comment: string;
            /** @description The lines and units returned or claimed */
            items: components["schemas"]["ReturnItem"][];
            /**
             * @description Media ids of the shopper's photos, at most 5 (GET /media/{id})
             * @example [
             *       "b3f1c2d4e5a6978812345678"
             *     ]
             */
            photos: string[];
            /**
             * @description How the order was paid
             * @example upi
             * @enum {string}
             */
            paymentMethod: "cod" | "card" | "upi";
            refund: components["schemas"]["ReturnRefund"];
            /**
             * @description When it was requested (ISO 8601)
             * @example 2026-11-26T10:30:00.000Z
             */
            requestedAt: string;
            /**
             * @description When the store's answer is due (ISO 8601); unanswered by then, it is accepted automatically
             * @example 2026-11-28T10:30:00.000Z
             */
            respondBy: string;
            /**
             * @description When it was accepted (ISO 8601; null if not)
             * @example 2026-11-26T10:30:00.000Z
             */
            acceptedAt: string | null;
            /**
             * @description Who accepted it: the store, the admin on escalation, or the scheduled job (null if not accepted)
             * @example vendor
             * @enum {string|null}
             */
            acceptedBy: "vendor" | "admin" | "system" | null;
            /**
             * @description The reverse pickup the store arranged (null without one, e.g. a missing item)
             * @example {
             *       "carrier": "Delhivery",
             *       "trackingNumber": "DLV1234567890"
             *     }
             */
            pickup: {
                /**
                 * @description The reverse pickup's courier
                 * @example Delhivery
                 */
                carrier: string;
                /**
                 * @description Its tracking number
                 * @example DLV1234567890
                 */
                trackingNumber: string;
            } | null;
            /**
             * @description When the store rejected it (ISO 8601; null if not)
             * @example 2026-11-26T10:30:00.000Z
             */
            rejectedAt: string | null;
            /**
             * @description The store's reason for rejecting it, which the shopper sees (null if not rejected)
             * @example The seal on the box is intact and the phone shows no damage in the photos.
             */
            rejectReason: string | null;
            /**
             * @description The last moment the shopper may escalate the rejection (ISO 8601; null unless rejected)
             * @example 2026-11-26T10:30:00.000Z
             */
            escalateBy: string | null;
            /**
             * @description When the shopper escalated it to SwiftCart (ISO 8601; null if not)
             * @example 2026-11-26T10:30:00.000Z
             */
            escalatedAt: string | null;
            /**
             * @description What the shopper said on escalating (null if not escalated)
             * @example The crack is visible in the second photo.
             */
            escalationComment: string | null;
            /**
             * @description When the admin decided the escalation (ISO 8601; null if not)
             * @example 2026-11-26T10:30:00.000Z
             */
            decidedAt: string | null;
            /**
             * @description The admin's note with the decision (null if not decided)
             * @example The photos show the damage; the store takes the phone back.
             */
            adminNote: string | null;
            /**
             * @description When the store received the goods back (ISO 8601; null if not)
             * @example 2026-11-26T10:30:00.000Z
             */
            receivedAt: string | null;
            /**
             * @description Whether the store put the goods back in stock (null until received)
             * @example true
             */
            restocked: boolean | null;
            /**
             * @description When it was closed without a refund (ISO 8601; null if not)
             * @example 2026-11-26T10:30:00.000Z
             */
            closedAt: string | null;
            /**
             * @description The credit note issued for the refund, where the order had a tax invoice (null otherwise)
             * @example CN/2026-27/000012
             */
            creditNote: string | null;
            /** @description Every step so far, oldest first */
            steps: components["schemas"]["ReturnStep"][];
            /**
             * @description What the caller may do with it now (the pages show these buttons; the API enforces the same)
             * @example [
             *       "accept",
             *       "reject"
             *     ]
             */
            actions: ("photos" | "accept" | "reject" | "receive" | "escalate" | "decide" | "refund" | "refund_by_transfer")[];
        };
        /** @description One line of an order, and how many of its units a request takes back. */
        ReturnItem: {
            /**
             * @description The product of the line (null if it has since been deleted)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            productId: string | null;
            /**
             * @description The line's place in the order, from 0
             * @example 0
             */
            position: number;
            /**
             * @description The product's name as it was sold
             * @example Redmi Note 13 5G
             */
            name: string;
            /**
             * @description Units returned or claimed
             * @example 1
             */
            quantity: number;
            /**
             * @description What these units refund, rupees (null until the refund is due)
             * @example 17999.1
             */
            refund: number | null;
        };
        /** @description The refund of a request: how, how much, and whether it was sent. */
        ReturnRefund: {
            /**
             * @description `gateway`: back through the payment gateway (card or UPI paid online); `upi` or `bank`: a cash-on-delivery refund paid by the admin by transfer
             * @example gateway
             * @enum {string}
             */
            method: "gateway" | "upi" | "bank";
            /**
             * @description The refund, rupees: exactly the returned lines' share of what was paid (null until due)
             * @example 17999.1
             */
            amount: number | null;
            /**
             * @description `none` until the request is accepted and received (or a missing item's claim accepted), `due` until the money is sent, then `refunded`
             * @example due
             * @enum {string}
             */
            status: "none" | "due" | "refunded";
            /**
             * @description The gateway's refund id, or the transfer's UTR (null until refunded)
             * @example rfnd_NQk3s9yZ1a2b3c
             */
            id: string | null;
            /**
             * @description Why the last gateway attempt failed (null when none did); the admin retries it
             * @example The payment gateway is unavailable.
             */
            error: string | null;
            /**
             * @description When it was refunded (ISO 8601; null until then)
             * @example 2026-11-26T10:30:00.000Z
             */
            refundedAt: string | null;
            /**
             * @description Cash on delivery: where the refund goes (the account number masked except for the admin; absent for the store: null). Null for a gateway refund
             * @example {
             *       "upi": "priya.sharma@okhdfc"
             *     }
             */
            to: components["schemas"]["ReturnRefundToUpiShown"] | components["schemas"]["ReturnRefundToBankShown"] | null;
        };
        /** @description The refund goes to this UPI ID. */
        ReturnRefundToUpiShown: {
            /**
             * @description The shopper's UPI ID
             * @example priya.sharma@okhdfc
             */
            upi: string;
        };
        /** @description The refund goes to this bank account. */
        ReturnRefundToBankShown: {
            /**
             * @description The account number: whole for the admin, who pays it; masked for the shopper
             * @example XXXXXXXXXX6789
             */
            accountNumber: string;
            /**
             * @description The branch's IFSC code
             * @example HDFC0001234
             */
            ifsc: string;
            /**
             * @description The account holder's name
             * @example Priya Sharma
             */
            accountName: string;
        };
        /** @description One step of a request, for the order page's timeline. */
        ReturnStep: {
            /**
             * @description The request's status after this step
             * @example requested
             */
            status: string;
            /**
             * @description Who took the step (`system`: the scheduled job, e.g. an automatic acceptance)
             * @example customer
             * @enum {string}
             */
            actor: "customer" | "vendor" | "admin" | "system";
            /**
             * @description What was said with it (may be empty)
             * @example The screen is cracked.
             */
            note: string;
            /**
             * @description When (ISO 8601)
             * @example 2026-11-26T10:30:00.000Z
             */
            at: string;
        };
        /** @description A shopper's request to return, or claim for, lines of a delivered order, within 7 days of its delivery. */
        ReturnRequest: {
            /** @description The lines and units to return (each line at most once, with no other open request on it) */
            items: components["schemas"]["ReturnRequestItem"][];
            /**
             * @description Why: `damaged` (Damaged in transit), `defective` (Defective), `wrong_item` (Wrong item), `missing` (Missing item or part), `not_as_described` (Not as described)
             * @example damaged
             * @enum {string}
             */
            reason: "damaged" | "defective" | "wrong_item" | "missing" | "not_as_described";
            /**
             * @description What is wrong, in the shopper's words (at most 1000 characters)
             * @default
             * @example The screen is cracked.
             */
            comment?: string;
            /**
             * @description Cash-on-delivery orders only, and required for them: where the refund goes, a UPI ID (`{upi}`) or a bank account (`{accountNumber, ifsc, accountName}`)
             * @example {
             *       "upi": "priya.sharma@okhdfc"
             *     }
             */
            refundTo?: components["schemas"]["ReturnRefundToUpi"] | components["schemas"]["ReturnRefundToBank"];
        };
        /** @description A line of the order and how many of its units. */
        ReturnRequestItem: {
            /**
             * @description The product of the order's line
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            productId: string;
            /**
             * @description Units of it to return, at most those delivered and not already returned
             * @example 1
             */
            quantity: number;
        };
        /** @description A cash-on-delivery refund paid to the shopper's UPI ID. */
        ReturnRefundToUpi: {
            /**
             * @description The shopper's UPI ID
             * @example priya.sharma@okhdfc
             */
            upi: string;
        };
        /** @description A cash-on-delivery refund paid to the shopper's bank account. */
        ReturnRefundToBank: {
            /**
             * @description The bank account number, 9 to 18 digits (shown masked, `XXXXXX1234`, to anyone but the admin)
             * @example 50100123456789
             */
            accountNumber: string;
            /**
             * @description The branch's IFSC code (stored in capitals): 4 letters, a zero, 6 letters or digits
             * @example HDFC0001234
             */
            ifsc: string;
            /**
             * @description The account holder's name
             * @example Priya Sharma
             */
            accountName: string;
        };
        /** @description Photos for a return request, as multipart/form-data. */
        ReturnPhotoUpload: {
            /** @description Photos of the problem, 1 to 5 per request in all. Repeat the field once per file. Judged by their bytes, stored as WebP. */
            photos: string[];
        };
        /** @description The shopper asks SwiftCart to decide a rejected request. */
        EscalateReturn: {
            /**
             * @description Why the shopper disagrees with the rejection (3 to 1000 characters)
             * @example The crack is visible in the second photo.
             */
            comment: string;
        };
        /** @description Every return request of one order. */
        OrderReturns: {
            /** @description The order's requests, oldest first */
            returns: components["schemas"]["Return"][];
        };
        /** @description A page of return requests. */
        ReturnPage: {
            /** @description A page of requests */
            returns: components["schemas"]["Return"][];
            /**
             * @description Requests matching the filters, across pages
             * @example 12
             */
            total: number;
            /**
             * @description The page shown (1-based)
             * @example 1
             */
            page: number;
            /**
             * @description Rows per page
             * @example 100
             */
            limit: number;
        };
        /** @description The store accepts a request, with the reverse pickup it arranged; a missing item's claim needs none and goes straight to the refund. */
        AcceptReturn: {
            /**
             * @description The reverse pickup's courier (required unless the claim is for a missing item)
             * @example Delhivery
             */
            carrier?: string;
            /**
             * @description The reverse pickup's tracking number (required unless the claim is for a missing item)
             * @example DLV1234567890
             */
            trackingNumber?: string;
        };
        /** @description The store rejects a request, with a reason the shopper sees. */
        RejectReturn: {
            /**
             * @description Why the store rejects it; the shopper sees it (3 to 500 characters)
             * @example The seal on the box is intact and the phone shows no damage in the photos.
             */
            reason: string;
        };
        /** @description The store has the goods back; whether they go back to stock. The refund becomes due. */
        ReceiveReturn: {
            /**
             * @description Whether the goods are resaleable and go back to stock
             * @example true
             */
            restock: boolean;
        };
        /** @description The admin's final decision on an escalated request. */
        DecideReturn: {
            /**
             * @description true: the request is accepted as if the store had; false: the rejection stands and the request is closed
             * @example true
             */
            approve: boolean;
            /**
             * @description The decision's reason, which the shopper and the store see: required to uphold the rejection (at least 3 characters), optional to approve (at most 1000)
             * @default
             * @example The photos show the damage; the store takes the phone back.
             */
            note?: string;
        };
        /** @description Records that the admin paid a cash-on-delivery return's refund by UPI or bank transfer. */
        ReturnTransferRefund: {
            /**
             * @description The UTR of the UPI or bank transfer that paid the shopper: 12 to 22 letters and digits, stored in capitals
             * @example HDFCN26112912345
             */
            reference: string;
        };
        /** @description A store's TDS settings. */
        StoreTaxSettings: {
            /**
             * @description The store's (vendor's) id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            storeId: string;
            /** @description No TDS under section 194-O is deducted from its sales. */
            tdsExempt: boolean;
            /**
             * @description The TDS rate its next delivered sales get: 0.1 (with PAN), 5 (no PAN), 0 (exempt).
             * @example 0.1
             */
            tdsRatePercent: number;
        };
        /** @description Records or withdraws a store's declaration that no TDS under section 194-O is to be deducted from its sales (applies to sales delivered from then on). */
        TdsExemptionRequest: {
            /** @description true records the store's declaration; false withdraws it. */
            exempt: boolean;
            /**
             * @description What the store declared and when (kept in the audit log).
             * @example Form received 2 Apr 2026: individual, gross sales through SwiftCart in FY 2025-26 under ₹5 lakh.
             */
            declaration: string;
        };
        /** @description A payment order for the gateway's checkout: its id, amount, currency and key, and the orders it pays. */
        PaymentOrder: {
            /**
             * @description The gateway's order id
             * @example order_Ns1Tq3sdR5w8Xk
             */
            id: string;
            /**
             * @description Amount in paise, as the gateway takes it
             * @example 1799910
             */
            amount: number;
            /**
             * @description Always INR
             * @enum {string}
             */
            currency: "INR";
            /** @description The gateway's public key id for its checkout */
            key: string;
            /**
             * @description razorpay, or test: the built-in test gateway (no real money) used when no Razorpay keys are configured
             * @enum {string}
             */
            gateway: "razorpay" | "test";
            /** @description The orders this payment pays for, Pending until it is verified; their stock is held */
            orders: components["schemas"]["Order"][];
        };
        /** @description Start paying online for the signed-in customer's cart. */
        CreatePayment: {
            /**
             * @description card (Credit/Debit Card, the default) or upi (UPI / Net Banking)
             * @default card
             * @enum {string}
             */
            method?: "card" | "upi";
            /** @description Saved address to deliver to (default: the most recently saved one) */
            addressId?: string;
            /** @description Ignored: the amount is computed from the stored cart */
            amount?: number;
            /** @description Optional. If present it must be the signed-in customer's own id (otherwise 403). */
            userId?: string;
            /** @description Optional. If present it must be the signed-in customer's own id (otherwise 403). */
            userID?: string;
            /**
             * @description Optional: the buyer's GSTIN when a business buys (B2B), named on each store's tax invoice of this checkout and answered as the orders' `buyerGstin`. 15 characters: the state code, the PAN, the entity number, Z and a check character (any case; checked as a store's GSTIN is: 400 `buyerGstin: Invalid GST number…` when its pattern, state code or check character is wrong, and nothing is placed). Blank, null or left out: a consumer.
             * @example 29AAGCB7383J1Z4
             */
            buyerGstin?: string | null;
        };
        /** @description Pay again for an order awaiting its online payment. */
        RetryPayment: {
            /**
             * @description One of the customer's Pending orders (a card/UPI payment declined or not completed); the other orders paid with it are paid again with it
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            orderId: string;
        };
        /** @description A verified payment and its orders. */
        PaymentVerified: {
            /**
             * @description Always true on 200
             * @enum {boolean}
             */
            success: true;
            /**
             * @description What to tell the customer
             * @example Payment successful! Payment ID: pay_Ns1Tq3sdR5w8Xk
             */
            message: string;
            /** @description The gateway's payment id */
            paymentId: string;
            /** @description The paid orders, now Confirmed */
            orders: components["schemas"]["Order"][];
        };
        /** @description What Razorpay Checkout's success handler receives. */
        TestGatewayPaid: {
            /** @description The order id */
            razorpay_order_id: string;
            /** @description The new payment id */
            razorpay_payment_id: string;
            /** @description HMAC-SHA256 of `order_id|payment_id` with the test secret */
            razorpay_signature: string;
        };
        /** @description A declined payment, as Razorpay Checkout's payment.failed handler receives it. */
        TestGatewayDeclined: {
            /** @description Why the payment failed */
            error: {
                /**
                 * @description Razorpay's code for a declined payment
                 * @enum {string}
                 */
                code: "BAD_REQUEST_ERROR";
                /**
                 * @description The bank's reason, to show the customer
                 * @example Card declined by bank
                 */
                description: string;
            };
        };
        /** @description Pay (or fail to pay) on the built-in test gateway. */
        TestGatewayPay: {
            /** @description The test gateway's order id */
            razorpay_order_id: string;
            /**
             * @description success pays; failure declines, as a bank might
             * @default success
             * @enum {string}
             */
            outcome?: "success" | "failure";
        };
        /** @description Webhook receipt */
        WebhookAck: {
            /**
             * @description Whether the event changed anything
             * @enum {string}
             */
            status: "recorded" | "ignored";
        };
        /** @description An event as Razorpay sends it; fields beyond these are ignored. The signature covers the raw bytes. */
        RazorpayWebhookEvent: {
            /**
             * @description payment.captured, order.paid or payment.failed; other events are acknowledged and ignored
             * @example payment.captured
             */
            event?: string;
            /**
             * @description Razorpay's entities: `payment.entity` (id, order_id, amount in paise, error_description) and `order.entity` (id, amount_paid)
             * @example {
             *       "payment": {
             *         "entity": {
             *           "id": "pay_Ns1Tq3sdR5w8Xk",
             *           "order_id": "order_Ns1Tq3sdR5w8Xk",
             *           "amount": 1799910
             *         }
             *       }
             *     }
             */
            payload?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The product as it now stands. */
        ProductAnswer: {
            /**
             * @description What to tell the user
             * @example Product added successfully!
             */
            message: string;
            product: components["schemas"]["Product"];
        };
        /** @description A new product: the product form's fields as multipart/form-data. Numbers are sent as text. */
        ProductForm: {
            /**
             * @description Product name
             * @example Redmi Note 13 5G (8 GB, 256 GB)
             */
            name: string;
            /**
             * @description Full description, plain text (line breaks kept)
             * @example 6.67-inch AMOLED display, 108 MP camera, 5000 mAh battery.
             */
            description: string;
            /**
             * @description The category: its `_id` or its name, as GET /category lists them
             * @example Mobiles
             */
            category: string;
            /**
             * @description A subcategory of that category (`_id` or name). Required when the category has subcategories.
             * @example Android phones
             */
            subcategory?: string;
            /**
             * @description The unit of sale: its `_id` or its name, as GET /units lists them
             * @example piece
             */
            unit: string;
            /**
             * @description MRP in rupees, more than 0, at most 2 decimals, written as a plain decimal (`1299.50`: no grouping commas, signs or exponents)
             * @example 24999
             */
            price: string;
            /**
             * @description Discount in percent: a whole number from 0 to 99. The price after discount (price minus price times discount / 100, rounded to the paisa) must be at least ₹1 ('discountType: the price after discount must be at least ₹1.'). Required, as `discountType` or `discount`
             * @example 12
             */
            discountType?: string;
            /**
             * @description Same as `discountType` (clients use both names): send either, or equal values
             * @example 12
             */
            discount?: string;
            /**
             * @description Units in stock: a whole number from 0 to 1000000
             * @example 40
             */
            stock: string;
            /**
             * @description Most units one order may hold: at least 1 and not more than the stock ('Maximum purchase limit cannot exceed total stock.'); a stock of 0 (sold out) is exempt
             * @example 3
             */
            maxPurchaseLimit: string;
            /**
             * @description At least one, at most 30: 'Name: value' (e.g. `RAM: 8 GB`) or a plain feature (`Fast charging`). Repeat the field once per attribute.
             * @example [
             *       "RAM: 8 GB",
             *       "Storage: 256 GB"
             *     ]
             */
            attributes: string[];
            /**
             * @description Search tags, at most 20; optional. A comma-separated value counts as several tags. Repeat the field once per tag.
             * @example [
             *       "smartphone",
             *       "5g"
             *     ]
             */
            tags?: string[];
            /**
             * @description Where the product ships from; optional
             * @example Bengaluru
             */
            location?: string;
            /**
             * @description Return and warranty text; optional. Left blank when adding, the text for the price is used (up to ₹1,000: 7-day return and exchange; above: 10-day service-centre repair)
             * @example 10-day service-centre repair: …
             */
            policy?: string;
            /**
             * @description Product identification number
             * @example RDM-N13-8256
             */
            pin: string;
            /**
             * @description Colour, as the vendor names it
             * @example Arctic White
             */
            colour: string;
            /**
             * @description The product's HSN code (goods) or SAC (services, e.g. `9987` for repairs): 4, 6 or 8 digits, printed on its tax invoice. Optional: a product without both its HSN code and its GST rate is sold, but its orders get no tax invoice until the store sets them ('hsnCode: must be an HSN code … of 4, 6 or 8 digits …'). Blank or left out: none.
             * @example 8517
             */
            hsnCode?: string;
            /**
             * @description The GST rate in per cent, one of the slabs 0, 5, 18 or 40 (in force since 22 September 2025). Prices include it: the invoice splits it out of the price. Optional, as `hsnCode` ('gstRate: must be a GST rate of 0, 5, 18 or 40 (per cent).'). Sent as text (`18`); blank or left out: none.
             * @example 18
             */
            gstRate?: string;
            /**
             * @description The store to add to (any store, active or not: the product is listed when the store is active and approved). Required from an admin, as `vendorId` or `seller`; ignored from a vendor, who always adds to its own store.
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            vendorId?: string;
            /**
             * @description Same as `vendorId` (the older name for the product's store): send either, or equal values
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            seller?: string;
            /** @description The product's photos, 1 to 8, in display order (the first is the main photo). Repeat the field once per file. Judged by their bytes, stored as WebP. */
            photos: string[];
        };
        /** @description The fields to change, with the product form's rules; fields not sent keep their value. Photos change through their own calls. */
        ProductUpdate: {
            /**
             * @description Product name
             * @example Redmi Note 13 5G (8 GB, 256 GB)
             */
            name?: string;
            /**
             * @description Full description, plain text (line breaks kept)
             * @example 6.67-inch AMOLED display, 108 MP camera, 5000 mAh battery.
             */
            description?: string;
            /**
             * @description The category: its `_id` or its name, as GET /category lists them
             * @example Mobiles
             */
            category?: string;
            /**
             * @description A subcategory of that category (`_id` or name). Required when the category has subcategories.
             * @example Android phones
             */
            subcategory?: string;
            /**
             * @description The unit of sale: its `_id` or its name, as GET /units lists them
             * @example piece
             */
            unit?: string;
            /**
             * @description MRP in rupees, more than 0, at most 2 decimals; with the stored discount (or the one sent) the price after discount must be at least ₹1
             * @example 24999
             */
            price?: number;
            /**
             * @description Discount in percent: a whole number from 0 to 99. The price after discount (price minus price times discount / 100, rounded to the paisa) must be at least ₹1 ('discountType: the price after discount must be at least ₹1.')
             * @example 12
             */
            discountType?: number;
            /**
             * @description Same as `discountType` (clients use both names): send either, or equal values
             * @example 12
             */
            discount?: number;
            /**
             * @description Units in stock: a whole number from 0 to 1000000
             * @example 40
             */
            stock?: number;
            /**
             * @description Most units one order may hold: at least 1 and not more than the stock ('Maximum purchase limit cannot exceed total stock.'); a stock of 0 (sold out) is exempt
             * @example 3
             */
            maxPurchaseLimit?: number;
            /**
             * @description At least one, at most 30: 'Name: value' (e.g. `RAM: 8 GB`) or a plain feature (`Fast charging`)
             * @example [
             *       "RAM: 8 GB",
             *       "Storage: 256 GB"
             *     ]
             */
            attributes?: string[];
            /**
             * @description Search tags, at most 20; optional. A comma-separated value counts as several tags
             * @example [
             *       "smartphone",
             *       "5g"
             *     ]
             */
            tags?: string[];
            /**
             * @description Where the product ships from; optional
             * @example Bengaluru
             */
            location?: string;
            /**
             * @description Return and warranty text (blank: none)
             * @example 10-day service-centre repair: …
             */
            policy?: string;
            /**
             * @description Product identification number
             * @example RDM-N13-8256
             */
            pin?: string;
            /**
             * @description Colour, as the vendor names it
             * @example Arctic White
             */
            colour?: string;
            /**
             * @description The product's HSN code (goods) or SAC (services, e.g. `9987` for repairs): 4, 6 or 8 digits, printed on its tax invoice. Optional: a product without both its HSN code and its GST rate is sold, but its orders get no tax invoice until the store sets them ('hsnCode: must be an HSN code … of 4, 6 or 8 digits …'). Sent as text (`"0902"` keeps its zero); null or "" clears it.
             * @example 8517
             */
            hsnCode?: string | null;
            /**
             * @description The GST rate in per cent, one of the slabs 0, 5, 18 or 40 (in force since 22 September 2025). Prices include it: the invoice splits it out of the price. Optional, as `hsnCode` ('gstRate: must be a GST rate of 0, 5, 18 or 40 (per cent).'). null clears it.
             * @example 18
             * @enum {number|null}
             */
            gstRate?: 0 | 5 | 18 | 40 | null;
        };
        /** @description Photos for an existing product, as multipart/form-data. */
        PhotoUpload: {
            /** @description Photos to add after the existing ones; the product keeps at most 8. Repeat the field once per file. */
            photos: string[];
        };
        /** @description A new order for a product's photos. */
        PhotoOrder: {
            /**
             * @description Every photo of the product, by media id, in the new order (the first is the main photo)
             * @example [
             *       "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
             *     ]
             */
            photos: string[];
        };
        /** @description One page of the store's own products. */
        VendorProductPage: {
            /** @description This page's products, newest first */
            products: components["schemas"]["VendorProduct"][];
            /**
             * @description Products matching, across all pages
             * @example 12
             */
            total: number;
            /**
             * @description This page's number (from 1)
             * @example 1
             */
            page: number;
            /**
             * @description Page size used
             * @example 100
             */
            limit: number;
        };
        /** @description One of the store's own products, as its owner sees it. */
        VendorProduct: components["schemas"]["Product"] & {
            /**
             * @description Whether the storefront shows it now
             * @example true
             */
            listed: boolean;
            /**
             * @description Why it is or is not on sale: the store's approval and status first, then its stock
             * @example Listed
             * @enum {string}
             */
            status: "Listed" | "Waiting for approval" | "Store switched off" | "Out of stock";
            /**
             * @description Whether its orders get a tax invoice: true once it has both `hsnCode` and `gstRate`; false: the lists say `No HSN/GST: not invoiced`
             * @example true
             */
            invoiced: boolean;
        };
        /** @description The application is saved: the store can sign in and waits for the admin's approval. */
        StoreRegistered: {
            /**
             * @description What to tell the applicant
             * @example Store registered successfully
             * @enum {string}
             */
            message: "Store registered successfully";
        };
        /** @description Why an application was refused, naming the field(s). */
        StoreRefusal: components["schemas"]["Error"] & {
            /**
             * @description The field the message is about, when it is about one
             * @example panCardNumber
             */
            field?: string;
            /**
             * @description Every failing field's message, by field name: the form's rules and the identity, bank and pincode checks together, so one answer lists every field to correct
             * @example {
             *       "panCardNumber": "Invalid PAN number",
             *       "city": "This field is required"
             *     }
             */
            errors?: {
                [key: string]: string;
            };
        };
        /** @description Every field of the store form. No other fields. */
        StoreApplication: {
            /**
             * @description Store name. Required ('This field is required'). At most 100 characters. Spaces around it are ignored.
             * @example Sharma Electronics
             */
            storeName: string;
            /**
             * @description Store address. Required ('This field is required'). At most 300 characters. Spaces around it are ignored.
             * @example 14, SP Road, Chickpet
             */
            storeAddress: string;
            /**
             * @description Google Maps link. Optional: may be blank. When given, must match ^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$ ('Google Maps link must be a web address starting with https:// or http://'). At most 500 characters. Spaces around it are ignored.
             * @example https://maps.app.goo.gl/abc
             */
            googleMapsLink: string;
            /**
             * @description City. Required ('This field is required'). At most 100 characters. Spaces around it are ignored. Replaced by the city of the pincode's district (India Post's directory).
             * @example Bengaluru
             */
            city: string;
            /**
             * @description Pincode. Must match ^[0-9]{6}$ ('Pincode must be 6 digits'). At most 6 characters. Spaces around it are ignored. Must be in India Post's directory ('Pincode: no post office has this pincode.').
             * @example 560001
             */
            pincode: string;
            /**
             * @description First name. Required ('This field is required'). At most 100 characters. Spaces around it are ignored.
             * @example Ravi
             */
            firstName: string;
            /**
             * @description Last name. Required ('This field is required'). At most 100 characters. Spaces around it are ignored.
             * @example Sharma
             */
            lastName: string;
            /**
             * @description Phone. Must match ^[6-9][0-9]{9}$ ('Invalid phone number'). At most 10 characters. Spaces around it are ignored.
             * @example 9876543210
             */
            phone: string;
            /**
             * @description Email. Must match ^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$ ('Invalid email'). At most 254 characters. Spaces around it are ignored. Not used by another account (409).
             * @example ravi@sharma-electronics.in
             */
            email: string;
            /**
             * @description Username. Required ('This field is required'). At most 50 characters. Spaces around it are ignored. Not used by another store, whatever the case (409).
             * @example sharmaelectronics
             */
            username: string;
            /**
             * @description Password. At least 6 characters ('Password must be at least 6 characters'). At most 128 characters.
             * @example secret123
             */
            password: string;
            /**
             * @description PAN number. Must match ^[A-Z]{5}[0-9]{4}[A-Z]$ ('Invalid PAN number'). At most 10 characters. Spaces around it are ignored. Letters may be typed in lower case. The fourth letter must be a holder type (P, C, H, F, A, T, B, L, J or G).
             * @example AAPFU0939F
             */
            panCardNumber: string;
            /**
             * @description GST number. Must match ^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$ ('Invalid GST number'). At most 15 characters. Spaces around it are ignored. Letters may be typed in lower case. Its state code must exist, its check character be right, and characters 3 to 12 be panCardNumber.
             * @example 29AAPFU0939F1ZR
             */
            gstNumber: string;
            /**
             * @description Bank name. Required ('This field is required'). At most 100 characters. Spaces around it are ignored. Stored as the bank the IFSC code names.
             * @example HDFC Bank
             */
            bankName: string;
            /**
             * @description Branch. Required ('This field is required'). At most 100 characters. Spaces around it are ignored.
             * @example SP Road
             */
            branch: string;
            /**
             * @description IFSC code. Must match ^[A-Z]{4}0[A-Z0-9]{6}$ ('Invalid IFSC code'). At most 11 characters. Spaces around it are ignored. Letters may be typed in lower case. A bank branch must have it (Razorpay's IFSC data, offline).
             * @example HDFC0000001
             */
            ifscCode: string;
            /**
             * @description Account number. Must match ^[0-9]{9,18}$ ('Invalid account number'). At most 18 characters. Spaces around it are ignored.
             * @example 50100123456789
             */
            accountNumber: string;
        };
        /** @description The bank an IFSC code names (Razorpay's IFSC data, offline). */
        IfscBank: {
            /**
             * @description The code, in capitals
             * @example HDFC0000001
             */
            ifsc: string;
            /**
             * @description The bank it belongs to
             * @example HDFC Bank
             */
            bank: string;
        };
        /** @description A store: its owner, address, identity and payout details, and its status. */
        VendorProfile: {
            /**
             * @description Store (vendor) id, opaque
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Owner's first name
             * @example Ravi
             */
            firstName: string;
            /**
             * @description Owner's last name
             * @example Sharma
             */
            lastName: string;
            /**
             * @description The store's email, also its sign-in email
             * @example ravi@sharma-electronics.in
             */
            email: string;
            /**
             * @description Owner's mobile number: 10 digits starting with 6-9
             * @example 9876543210
             */
            phone: string;
            /**
             * @description City, as the India Post directory names the pincode's district
             * @example Bengaluru
             */
            city: string;
            /**
             * @description 6-digit pincode of the store
             * @example 560001
             */
            pincode: string;
            /**
             * @description Sign-in username; empty for stores that predate applications
             * @example sharmaelectronics
             */
            username: string;
            /**
             * @description PAN of the business or owner
             * @example AAPFU0939F
             */
            panCardNumber: string;
            /**
             * @description Store name shown on the storefront
             * @example Sharma Electronics
             */
            storeName: string;
            /**
             * @description Street address of the store
             * @example 14, SP Road, Chickpet
             */
            storeAddress: string;
            /**
             * @description A maps link to the store, as given (may be empty)
             * @example https://maps.app.goo.gl/abc
             */
            googleMapsLink: string;
            /**
             * @description Bank of the payout account, as its IFSC names it
             * @example HDFC Bank
             */
            bankName: string;
            /**
             * @description IFSC of the payout account's branch
             * @example HDFC0000001
             */
            ifscCode: string;
            /**
             * @description Branch of the payout account, as given
             * @example SP Road
             */
            branch: string;
            /**
             * @description Payout account number (9 to 18 digits)
             * @example 50100123456789
             */
            accountNumber: string;
            /**
             * @description GSTIN of the business
             * @example 27AAPFU0939F1ZV
             */
            gstNumber: string;
            /**
             * @description Switched on: false hides the store and its products from the storefront
             * @example true
             */
            activeStatus: boolean;
            /**
             * @description True means Pending: waiting for the admin's approval; its products are not shown
             * @example false
             */
            accountApproval: boolean;
        };
        /** @description The admin's decision on a store: approval and/or active status, with a reason (required to reject or switch off). */
        VendorDecision: {
            /**
             * @description false approves the store (its products go on the storefront); true rejects it / puts it back to Pending (true means Pending)
             * @example false
             */
            accountApproval?: boolean;
            /**
             * @description false switches the store off (it and its products leave the storefront); true switches it on
             * @example true
             */
            activeStatus?: boolean;
            /**
             * @description Why: required to reject (`accountApproval: true`) or switch off (`activeStatus: false`), at most 500 characters ('reason: say why the store is rejected or switched off; the store is told by email.'); optional for an approval or a switch-on (a note for the store). Kept with the store (replacing the last one), emailed to it, and audited
             * @example The GST certificate does not match the store's address.
             */
            reason?: string;
        };
        /** @description A store as the admin's list shows it: its profile, where it stands, and why. */
        VendorListItem: components["schemas"]["VendorProfile"] & {
            /**
             * @description `pending` (waiting for a first decision), `approved`, or `rejected` (refused; still Pending by `accountApproval`, waiting for a new decision)
             * @example approved
             * @enum {string}
             */
            approvalState: "pending" | "approved" | "rejected";
            /**
             * @description The reason or note of the admin's last decision, as emailed to the store (null: none)
             * @example The GST certificate does not match the store's address.
             */
            decisionReason: string | null;
            /**
             * @description When the store applied (ISO 8601)
             * @example 2026-11-02T09:30:00.000Z
             */
            createdAt: string;
        };
        /** @description Signed in as the store's account. */
        VendorSession: {
            /**
             * @description 'Login successful'
             * @example Login successful
             */
            message: string;
            /**
             * @description The store's id
             * @example 6740f1a2c3d4e5f6a7b8c9e1
             */
            vendorID: string;
            /**
             * @description The store's username (null for a store made before applications had one)
             * @example lakshmimobiles
             */
            username: string | null;
            /**
             * @description The store's name
             * @example Lakshmi Mobiles
             */
            storeName: string;
        };
        /** @description The password was right; no session yet: the second step finishes the sign-in. */
        SecondStepRequired: {
            /**
             * @description What to do next
             * @example Enter the 6-digit code from your authenticator app, or one of your recovery codes.
             */
            message: string;
            /**
             * @description `code`: send a code from the app or a recovery code; `enrol`: an admin in production without two-step sign-in sets it up first (`enrolment`), then sends its first code
             * @example code
             * @enum {string}
             */
            step: "code" | "enrol";
            /**
             * @description Names this sign-in for POST /api/two-step/sign-in; good for a few minutes, once
             * @example q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM
             */
            token: string;
            /**
             * @description How long `token` stays good
             * @example 300
             */
            expiresInSeconds: number;
            enrolment?: components["schemas"]["TwoStepEnrolment"];
        };
        /** @description With `step: enrol` only */
        TwoStepEnrolment: {
            /**
             * @description The shared secret in base32, to type into an app that cannot scan (shown only now)
             * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
             */
            secret: string;
            /**
             * @description The otpauth:// key URI the QR code holds
             * @example otpauth://totp/SwiftCart:admin%40swiftcart.in?issuer=SwiftCart&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30
             */
            uri: string;
            /**
             * @description The QR code of `uri`, an SVG image as a data: URL
             * @example data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=
             */
            qr: string;
        };
        /** @description Signed in to read only. */
        ReadOnlySignIn: {
            /**
             * @description Why the store may only read, and whom to write to
             * @example SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.
             */
            message: string;
            /**
             * @description A read-only session was started (the session cookie `sc_session` is set): the store may read its orders, order pages, packing slips, dashboard and profile; every write answers 403
             * @example true
             * @enum {boolean}
             */
            readOnly: true;
        };
        /** @description Both required; other fields are refused (400 naming them). */
        VendorLogin: {
            /**
             * @description The store's sign-in email, any case
             * @example orders@lakshmimobiles.in
             */
            email: string;
            /**
             * @description The account's password
             * @example vendor123
             */
            password: string;
        };
        /** @description The email to send a code to. Other fields are refused (400 naming them). */
        PasswordResetRequest: {
            /**
             * @description The account's sign-in email, any case
             * @example orders@lakshmimobiles.in
             */
            email: string;
        };
        /** @description The email and the code mailed to it. Other fields are refused (400 naming them). */
        PasswordResetCode: {
            /**
             * @description The account's sign-in email, any case
             * @example orders@lakshmimobiles.in
             */
            email: string;
            /**
             * @description The 6-digit code from the email
             * @example 482913
             */
            otp: string;
        };
        /** @description The email, its code and the new password. Other fields are refused (400 naming them). */
        PasswordReset: {
            /**
             * @description The account's sign-in email, any case
             * @example orders@lakshmimobiles.in
             */
            email: string;
            /**
             * @description The 6-digit code from the email
             * @example 482913
             */
            otp: string;
            /**
             * @description At least 6 characters ('Password must be at least 6 characters long.'), kept exactly as typed
             * @example new-secret-456
             */
            newPassword: string;
        };
        /** @description The change is saved; the profile as it now stands. */
        VendorProfileSaved: {
            /**
             * @description What to tell the vendor
             * @example Changes saved successfully!
             */
            message: string;
            profile: components["schemas"]["VendorProfile"];
        };
        /** @description Why a profile change was refused, naming the field(s); nothing was changed. */
        VendorProfileRefusal: {
            /**
             * @description A sentence naming the (first) field and what is wrong with it
             * @example Invalid phone number
             */
            message: string;
            /**
             * @description The field the message is about (`currentPassword` when it is missing)
             * @example phone
             */
            field?: string;
            /**
             * @description Every refused field with its message (the store form's sentences)
             * @example {
             *       "phone": "Invalid phone number",
             *       "pincode": "Pincode must be 6 digits"
             *     }
             */
            errors?: {
                [key: string]: string;
            };
        };
        /** @description Any of the profile's fields (one section of the form, or more), or the whole profile as GET answers it with some fields changed. Fields sent with their stored value are not changes (nor re-checked), nor is the masked account number GET shows (`••••••6789`). `_id`, `activeStatus` and `accountApproval` are read-only: the store's status and approval are the admin's. No other fields. */
        VendorProfileChange: {
            /** @description First name. Must not be blank ('This field is required'). At most 100 characters; spaces around it are trimmed. */
            firstName?: string;
            /** @description Last name. Must not be blank ('This field is required'). At most 100 characters; spaces around it are trimmed. */
            lastName?: string;
            /** @description Email. Must match `^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$` ('Invalid email'). Stored in lower case. At most 254 characters; spaces around it are trimmed. Unique among stores and accounts (409). The account's sign-in email changes with it. */
            email?: string;
            /**
             * @description Phone. Must match `^[6-9][0-9]{9}$` ('Invalid phone number'). At most 10 characters; spaces around it are trimmed.
             * @example 9876543210
             */
            phone?: string;
            /** @description Username. Must not be blank ('This field is required'). At most 50 characters; spaces around it are trimmed. Unique, any case (409). */
            username?: string;
            /** @description Store name. Must not be blank ('This field is required'). At most 100 characters; spaces around it are trimmed. */
            storeName?: string;
            /** @description Store address. Must not be blank ('This field is required'). At most 300 characters; spaces around it are trimmed. */
            storeAddress?: string;
            /** @description Google Maps link. May be blank. When given, must match `^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$` ('Google Maps link must be a web address starting with https:// or http://'). At most 500 characters; spaces around it are trimmed. */
            googleMapsLink?: string;
            /** @description City. Must not be blank ('This field is required'). At most 100 characters; spaces around it are trimmed. */
            city?: string;
            /** @description Pincode. Must match `^[0-9]{6}$` ('Pincode must be 6 digits'). At most 6 characters; spaces around it are trimmed. Must be a pincode India Post knows; the city is then taken from its district. */
            pincode?: string;
            /** @description PAN number. Must match `^[A-Z]{5}[0-9]{4}[A-Z]$` ('Invalid PAN number'). Letters are made capitals first. At most 10 characters; spaces around it are trimmed. Its fourth letter must be a holder type; a new PAN must match the GSTIN. */
            panCardNumber?: string;
            /** @description GST number. Must match `^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$` ('Invalid GST number'). Letters are made capitals first. At most 15 characters; spaces around it are trimmed. Its state code and check character must be right and characters 3 to 12 the PAN. */
            gstNumber?: string;
            /**
             * @description Bank name. Must not be blank ('This field is required'). At most 100 characters; spaces around it are trimmed.
             * @example HDFC Bank
             */
            bankName?: string;
            /**
             * @description IFSC code. Must match `^[A-Z]{4}0[A-Z0-9]{6}$` ('Invalid IFSC code'). Letters are made capitals first. At most 11 characters; spaces around it are trimmed. A code some bank branch has (Razorpay's IFSC data, offline).
             * @example HDFC0000001
             */
            ifscCode?: string;
            /**
             * @description Branch. Must not be blank ('This field is required'). At most 100 characters; spaces around it are trimmed.
             * @example MG Road
             */
            branch?: string;
            /**
             * @description Account number. Must match `^[0-9]{9,18}$` ('Invalid account number'). At most 18 characters; spaces around it are trimmed. The whole number: the profile only ever shows its last 4 digits. The masked number GET answers means unchanged.
             * @example 50100123456789
             */
            accountNumber?: string;
            /**
             * @description Read-only: accepted only equal to the store's id (as GET answers it), and ignored
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id?: string;
            /**
             * @description Read-only (the admin's decision): accepted only equal to the stored value, and ignored
             * @example true
             */
            activeStatus?: boolean;
            /**
             * @description Read-only (the admin's decision): accepted only equal to the stored value, and ignored
             * @example false
             */
            accountApproval?: boolean;
            /**
             * @description The account's password: required to change the email or any bank detail (bankName, ifscCode, branch, accountNumber), and checked whenever sent.
             * @example secret123
             */
            currentPassword?: string;
        };
        /** @description Signed in as an admin. */
        AdminSession: {
            /**
             * @description 'Welcome Admin!'
             * @example Welcome Admin!
             */
            message: string;
            /** @description The signed-in admin */
            admin: {
                /**
                 * @description The admin account's id
                 * @example 6740f1a2c3d4e5f6a7b8c9f1
                 */
                id: string;
                /**
                 * @description Its name
                 * @example SwiftCart Admin
                 */
                name: string;
                /**
                 * @description Its sign-in email
                 * @example admin@swiftcart.in
                 */
                email: string;
            };
        };
        /** @description Both required; other fields are refused (400 naming them). */
        AdminLogin: {
            /**
             * @description The admin account's sign-in email, any case
             * @example admin@swiftcart.in
             */
            email: string;
            /**
             * @description The account's password
             * @example admin-secret-123
             */
            password: string;
        };
        /** @description Signed in: the session cookie is set. */
        TwoStepSignedIn: {
            /**
             * @description 'Welcome Admin!' or 'Login successful'
             * @example Welcome Admin!
             */
            message: string;
            /**
             * @description Who signed in
             * @example admin
             * @enum {string}
             */
            role: "admin" | "vendor";
            /**
             * @description After an enrolment at sign-in only
             * @example [
             *       "k7q2m-x40fa",
             *       "k7q2m-x41fa",
             *       "k7q2m-x42fa",
             *       "k7q2m-x43fa",
             *       "k7q2m-x44fa",
             *       "k7q2m-x45fa",
             *       "k7q2m-x46fa",
             *       "k7q2m-x47fa",
             *       "k7q2m-x48fa",
             *       "k7q2m-x49fa"
             *     ]
             */
            recoveryCodes?: string[];
        };
        /** @description Both required; other fields are refused. */
        TwoStepSignIn: {
            /**
             * @description The token of the 202 answer of the sign-in
             * @example q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM
             */
            token: string;
            /**
             * @description The 6-digit code the app shows now (spaces allowed), or a recovery code
             * @example 492039
             */
            code: string;
        };
        /** @description The signed-in account's two-step sign-in. */
        TwoStepStatus: {
            /**
             * @description Whether sign-in asks for a code
             * @example true
             */
            enabled: boolean;
            /**
             * @description When it was turned on (ISO 8601), null when off
             * @example 2026-11-28T10:15:00.000Z
             */
            enabledAt: string | null;
            /**
             * @description Unused recovery codes
             * @example 10
             */
            recoveryCodesLeft: number;
            /**
             * @description Required for this account (an admin in production): it cannot be turned off
             * @example false
             */
            required: boolean;
        };
        /** @description Two-step sign-in is on, with new recovery codes. */
        TwoStepRecoveryCodes: {
            /**
             * @description A sentence to show
             * @example Two-step sign-in is on. Keep your recovery codes somewhere safe.
             */
            message: string;
            /**
             * @description 10 single-use recovery codes, shown this once (only their hashes are kept)
             * @example [
             *       "k7q2m-x40fa",
             *       "k7q2m-x41fa",
             *       "k7q2m-x42fa",
             *       "k7q2m-x43fa",
             *       "k7q2m-x44fa",
             *       "k7q2m-x45fa",
             *       "k7q2m-x46fa",
             *       "k7q2m-x47fa",
             *       "k7q2m-x48fa",
             *       "k7q2m-x49fa"
             *     ]
             */
            recoveryCodes: string[];
        };
        /** @description A code from the app just set up. */
        TwoStepCode: {
            /**
             * @description The 6-digit code the app shows now (spaces allowed), or a recovery code
             * @example 492039
             */
            code: string;
        };
        /** @description Two-step sign-in is off. */
        TwoStepOff: {
            /**
             * @description A sentence to show
             * @example Two-step sign-in is off.
             */
            message: string;
        };
        /** @description The current password or a code from the app (or a recovery code): one of them is needed. */
        TwoStepProof: {
            /**
             * @description The account's password
             * @example admin123
             */
            currentPassword?: string;
            /**
             * @description The 6-digit code the app shows now (spaces allowed), or a recovery code
             * @example 492039
             */
            code?: string;
        };
        /** @description The admin dashboard's figures, all computed on the server. */
        AdminDashboard: {
            /** @description The four tiles */
            counts: {
                /**
                 * @description Products on offer (not archived)
                 * @example 1240
                 */
                products: number;
                /**
                 * @description Every order
                 * @example 100000
                 */
                orders: number;
                /**
                 * @description Customer accounts
                 * @example 50000
                 */
                customers: number;
                /**
                 * @description Stores, whatever their state
                 * @example 42
                 */
                stores: number;
            };
            /** @description The 5 newest orders, newest first */
            latestOrders: {
                /**
                 * @description The order id
                 * @example 6740f1a2c3d4e5f6a7b8c9d0
                 */
                id: string;
                /**
                 * @description The last 7 characters of the id
                 * @example 7b8c9d0
                 */
                trackingId: string;
                /**
                 * @description The items' names joined by ', '
                 * @example Redmi Note 13, Boat Airdopes 141
                 */
                products: string;
                /**
                 * @description The customer's name
                 * @example Priya Sharma
                 */
                customer: string;
                /**
                 * @description When it was placed (ISO 8601)
                 * @example 2026-11-24T09:30:00.000Z
                 */
                createdAt: string;
                /**
                 * @description The order total in rupees
                 * @example 18499
                 */
                amount: number;
                /**
                 * @description The payment method's label
                 * @example Cash on Delivery
                 */
                paymentMethod: string;
                /**
                 * @description The order's status
                 * @example Confirmed
                 */
                status: string;
            }[];
            /** @description Each of the last 30 days in India, oldest first; days without orders at 0 */
            sales: {
                /**
                 * @description The day in India, YYYY-MM-DD
                 * @example 2026-11-24
                 */
                date: string;
                /**
                 * @description The day as the chart labels it
                 * @example 24 Nov
                 */
                label: string;
                /**
                 * @description Revenue that day in rupees (orders confirmed or further, not cancelled)
                 * @example 152340.5
                 */
                amount: number;
                /**
                 * @description Orders that day (the same orders)
                 * @example 37
                 */
                orders: number;
            }[];
            /** @description Store applications waiting for the admin (accountApproval true) */
            pendingStores: {
                /**
                 * @description Stores waiting for approval
                 * @example 3
                 */
                total: number;
                /** @description The 5 that waited longest */
                stores: {
                    /**
                     * @description The store's id (its page: /vendordetails/{id})
                     * @example 6740f1a2c3d4e5f6a7b8c9e1
                     */
                    id: string;
                    /**
                     * @description The store's name
                     * @example Kochi Gadget Point
                     */
                    storeName: string;
                    /**
                     * @description Its city
                     * @example Kochi
                     */
                    city: string;
                    /**
                     * @description When it applied (ISO 8601)
                     * @example 2026-11-20T10:00:00.000Z
                     */
                    appliedAt: string;
                }[];
            };
            /** @description Paid orders cancelled whose refund has not gone through yet */
            refundsDue: {
                /**
                 * @description Cancelled paid orders not yet refunded (/panel/order?refund=due)
                 * @example 2
                 */
                count: number;
                /**
                 * @description Their total in rupees
                 * @example 2598
                 */
                amount: number;
            };
            /** @description Products on offer that cannot be bought: no stock left */
            outOfStock: {
                /**
                 * @description Products on offer with no stock left (/panel/product?stock=out)
                 * @example 4
                 */
                total: number;
                /** @description 5 of them, by name */
                products: {
                    /**
                     * @description The product's id
                     * @example 6740f1a2c3d4e5f6a7b8c9f7
                     */
                    id: string;
                    /**
                     * @description Its name
                     * @example JBL Flip 6
                     */
                    name: string;
                    /**
                     * @description Its store
                     * @example SoundWave Audio
                     */
                    storeName: string;
                }[];
            };
            /** @description Return requests and claims waiting on the store, the shopper's parcel or the admin */
            openReturns: {
                /**
                 * @description Return requests still being handled: requested, accepted, escalated or received (/panel/returns)
                 * @example 7
                 */
                open: number;
                /**
                 * @description Of them, rejections the shopper escalated: the admin decides (/panel/returns?status=escalated)
                 * @example 2
                 */
                escalated: number;
            };
        };
        /** @description The signed-in admin's own profile. */
        AdminProfile: {
            /**
             * @description First name
             * @example Meera
             */
            firstName: string;
            /**
             * @description Last name
             * @example Iyer
             */
            lastName: string;
            /**
             * @description The admin's sign-in email (read-only)
             * @example admin@swiftcart.in
             */
            email: string;
            /**
             * @description Phone, 10 digits starting 6-9, or blank
             * @example 9876543210
             */
            phone: string;
            /**
             * @description Username
             * @example meera.admin
             */
            username: string;
            /**
             * @description Role ('Admin' unless set)
             * @example Admin
             */
            role: string;
            /**
             * @description Department
             * @example Operations
             */
            department: string;
            /**
             * @description Designation
             * @example Marketplace Manager
             */
            designation: string;
            /**
             * @description Employee ID
             * @example SC-0042
             */
            employeeID: string;
            /**
             * @description City
             * @example Bengaluru
             */
            city: string;
            /**
             * @description Pincode, 6 digits, or blank
             * @example 560001
             */
            pincode: string;
            /**
             * @description Bank name
             * @example HDFC Bank
             */
            bankName: string;
            /**
             * @description Branch
             * @example MG Road
             */
            branch: string;
            /**
             * @description The account number's last 4 digits after '••••••' (blank when unset)
             * @example ••••••6789
             */
            accountNumber: string;
            /**
             * @description IFSC code
             * @example HDFC0000001
             */
            ifscCode: string;
        };
        /** @description Saved; the profile as it now stands. */
        AdminProfileSaved: {
            /**
             * @description 'Profile updated successfully!'
             * @example Profile updated successfully!
             */
            message: string;
            profile: components["schemas"]["AdminProfile"];
        };
        /** @description Any of the profile's fields (one section of the form, or more); fields sent with their stored value are not changes. The email is the sign-in email and is not changed here; other fields are refused (400 naming them). */
        AdminProfileChange: {
            /**
             * @description First Name. Trimmed; blank leaves it unset.
             * @example Meera
             */
            firstName?: string;
            /**
             * @description Last Name. Trimmed; blank leaves it unset.
             * @example Iyer
             */
            lastName?: string;
            /**
             * @description Phone. Trimmed; blank leaves it unset. Otherwise must match `^[6-9][0-9]{9}$` ('Invalid phone number').
             * @example 9876543210
             */
            phone?: string;
            /**
             * @description Username. Trimmed; blank leaves it unset.
             * @example meera.admin
             */
            username?: string;
            /**
             * @description Role. Trimmed; blank means 'Admin'.
             * @example Admin
             */
            role?: string;
            /**
             * @description Department. Trimmed; blank leaves it unset.
             * @example Operations
             */
            department?: string;
            /**
             * @description Designation. Trimmed; blank leaves it unset.
             * @example Marketplace Manager
             */
            designation?: string;
            /**
             * @description Employee ID. Trimmed; blank leaves it unset.
             * @example SC-0042
             */
            employeeID?: string;
            /**
             * @description City. Trimmed; blank leaves it unset.
             * @example Bengaluru
             */
            city?: string;
            /**
             * @description Pincode. Trimmed; blank leaves it unset. Otherwise must match `^[0-9]{6}$` ('Pincode must be 6 digits').
             * @example 560001
             */
            pincode?: string;
            /**
             * @description Bank Name. Trimmed; blank leaves it unset. Changing it needs `currentPassword`.
             * @example HDFC Bank
             */
            bankName?: string;
            /**
             * @description Branch. Trimmed; blank leaves it unset. Changing it needs `currentPassword`.
             * @example MG Road
             */
            branch?: string;
            /**
             * @description Account Number. Trimmed; blank leaves it unset. Otherwise must match `^[0-9]{9,18}$` ('Invalid account number'). Changing it needs `currentPassword`.
             * @example 50100123456789
             */
            accountNumber?: string;
            /**
             * @description IFSC Code. Trimmed; blank leaves it unset. Otherwise must match `^[A-Z]{4}0[A-Z0-9]{6}$` ('Invalid IFSC code'). Capitals; a code some bank branch has (the store form's IFSC check). Changing it needs `currentPassword`.
             * @example HDFC0000001
             */
            ifscCode?: string;
            /**
             * @description The account's password: required to change any bank detail (bankName, branch, accountNumber, ifscCode), and checked whenever sent.
             * @example admin-secret-123
             */
            currentPassword?: string;
        };
        /** @description The category as it now stands, with its subcategories. */
        CategoryAnswer: {
            /**
             * @description What to tell the admin
             * @example Category added successfully
             */
            message: string;
            category: components["schemas"]["Category"];
        };
        /** @description A new category, as multipart/form-data. */
        CategoryForm: {
            /**
             * @description Category name, unique ignoring case; trimmed, 1 to 100 characters
             * @example Smart Home
             */
            name: string;
            /**
             * @description Short description; trimmed, 1 to 1000 characters
             * @example Smart plugs, bulbs, cameras and hubs
             */
            description: string;
            /**
             * Format: binary
             * @description The category's image: a JPEG, PNG or WebP of at most 10 MB
             */
            image: string;
        };
        /** @description A category's name and description. */
        CategoryChange: {
            /**
             * @description New name, unique ignoring case; trimmed, 1 to 100 characters
             * @example Smart Home
             */
            name: string;
            /**
             * @description Short description; trimmed, 1 to 1000 characters
             * @example Smart plugs, bulbs, cameras and hubs
             */
            description: string;
        };
        /** @description A category's new image, as multipart/form-data. */
        CategoryImageForm: {
            /**
             * Format: binary
             * @description The new image: a JPEG, PNG or WebP of at most 10 MB
             */
            image: string;
        };
        /** @description A confirmation. */
        CatalogueMessage: {
            /**
             * @description What to tell the admin
             * @example Category deleted successfully
             */
            message: string;
        };
        /** @description A subcategory's name and description. */
        SubcategoryChange: {
            /**
             * @description Subcategory name, unique within its category ignoring case; trimmed, 1 to 100 characters
             * @example Smart Plugs
             */
            name: string;
            /**
             * @description Short description; trimmed, 1 to 1000 characters
             * @example Wi-Fi plugs that switch any appliance from your phone
             */
            description: string;
        };
        /** @description A new unit. */
        NewUnit: {
            /**
             * @description The unit's name; trimmed, 1 to 100 characters, unique ignoring case
             * @example Dozen
             */
            name: string;
        };
        /** @description A new attribute. */
        NewAttribute: {
            /**
             * @description The attribute's name; trimmed, 1 to 100 characters, unique ignoring case
             * @example Refresh Rate
             */
            name: string;
        };
        /** @description The new banner. */
        BannerAnswer: {
            /**
             * @description What to tell the admin
             * @example Banner added successfully
             */
            message: string;
            banner: components["schemas"]["Banner"];
        };
        /** @description A new home page banner, as multipart/form-data. */
        BannerForm: {
            /**
             * @description Headline shown on the slide; trimmed, 1 to 100 characters
             * @example Big Diwali Electronics Sale
             */
            title: string;
            /**
             * @description Shown as the slide's subtitle; trimmed, 1 to 100 characters
             * @example Up to 40% off
             */
            bannerType: string;
            /**
             * @description Region the banner targets; trimmed, 1 to 100 characters
             * @example All India
             */
            zone: string;
            /**
             * Format: binary
             * @description The slide's image: a JPEG, PNG or WebP of at most 10 MB
             */
            image: string;
        };
        /** @description A page of the admin's order list. */
        AdminOrderPage: {
            /** @description This page of orders */
            orders: components["schemas"]["Order"][];
            /**
             * @description Orders matching the filters, counted up to 1,001: see `totalCapped`
             * @example 1342
             */
            total: number;
            /**
             * @description True when more than 1,000 orders match (`total` is then 1,001, not the exact count)
             * @example false
             */
            totalCapped: boolean;
            /**
             * @description This page's number
             * @example 1
             */
            page: number;
            /**
             * @description Rows per page
             * @example 25
             */
            limit: number;
        };
        /** @description An order after a refund (or after finding it already refunded). */
        OrderRefunded: {
            /**
             * @description What happened
             * @example Refund sent.
             */
            message: string;
            order: components["schemas"]["Order"];
        };
        /** @description Records that the admin refunded the shopper by bank transfer or UPI outside the payment gateway. */
        RefundRequest: {
            /**
             * @description The reference (UTR) of the bank transfer or UPI payment the admin refunded the shopper with.
             * @example HDFC26112812345678
             */
            reference: string;
        };
        /** @description What a settlement run did. */
        SettlementRun: {
            /**
             * @description The week asked for (its Sunday)
             * @example 2026-11-22
             */
            weekEnding: string;
            /**
             * @description The week had run before (by the schedule or an admin): nothing changed
             * @example false
             */
            alreadyRun: boolean;
            /**
             * @description The weeks this call settled, oldest first: earlier weeks not yet run are run first
             * @example [
             *       "2026-11-22"
             *     ]
             */
            weeksRun: string[];
            /**
             * @description Statements of the week asked for (one per store with ledger events due that week)
             * @example 184
             */
            statements: number;
        };
        /** @description Which week to settle; earlier weeks not yet run are run first. */
        SettlementRunRequest: {
            /**
             * @description The week's Sunday (YYYY-MM-DD): weeks run Monday 00:00 to Sunday 23:59:59 India time and are named by their Sunday.
             * @example 2026-11-22
             */
            weekEnding: string;
        };
        /** @description A page of the weeks that have run. */
        SettlementWeeks: {
            /** @description Newest first */
            weeks: components["schemas"]["SettlementWeek"][];
            /** @description Weeks that have run */
            total: number;
            /**
             * @description This page (from 1)
             * @example 1
             */
            page: number;
            /**
             * @description Weeks per page
             * @example 100
             */
            limit: number;
        };
        /** @description A week that has run, with its statements counted. */
        SettlementWeek: {
            /**
             * @description The week's Sunday, YYYY-MM-DD
             * @example 2026-11-22
             */
            weekEnding: string;
            /**
             * @description The week's Monday, YYYY-MM-DD
             * @example 2026-11-16
             */
            weekStart: string;
            /**
             * @description When it ran (ISO 8601)
             * @example 2026-11-23T00:30:00.000Z
             */
            ranAt: string;
            /**
             * @description `schedule` or the admin's user id
             * @example schedule
             */
            ranBy: string;
            /**
             * @description Statements generated
             * @example 184
             */
            statements: number;
            /**
             * @description Statements still to pay
             * @example 80
             */
            payable: number;
            /**
             * @description Statements paid
             * @example 90
             */
            paid: number;
            /**
             * @description Statements with nothing due
             * @example 14
             */
            nothingDue: number;
            /**
             * @description Total net payable (₹)
             * @example 860100
             */
            netPayable: number;
            /**
             * @description Of it, paid (₹)
             * @example 400000
             */
            paidTotal: number;
            /**
             * @description Of it, still to pay (₹)
             * @example 460100
             */
            outstanding: number;
        };
        /** @description A week's statements per store, with the week's totals. */
        AdminSettlementWeek: {
            /**
             * @description The week shown (null: no week has run yet)
             * @example 2026-11-22
             */
            weekEnding: string | null;
            /**
             * @description The week's Monday, YYYY-MM-DD (null: no week has run yet)
             * @example 2026-11-16
             */
            weekStart: string | null;
            /** @description Whether this week has run */
            ran: boolean;
            /**
             * @description When it ran (ISO 8601; null while it has not)
             * @example 2026-11-23T00:30:00.000Z
             */
            ranAt: string | null;
            /**
             * @description Who ran it: `schedule` (the weekly job) or the admin's user id
             * @example schedule
             */
            ranBy: string | null;
            /** @description The week has ended and has not run: it can be run now */
            canRun: boolean;
            /** @description This page of statements, by store name */
            statements: components["schemas"]["AdminSettlement"][];
            totals: components["schemas"]["SettlementWeekTotals"];
            /** @description Statements matching the filters, across pages */
            total: number;
            /**
             * @description This page (from 1)
             * @example 1
             */
            page: number;
            /**
             * @description Statements per page
             * @example 100
             */
            limit: number;
        };
        /** @description A store's weekly statement, as the admin lists it. */
        AdminSettlement: {
            /**
             * @description The statement's id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * @description The store's (vendor's) id
             * @example 6740f1a2c3d4e5f6a7b8c9d1
             */
            storeId: string;
            /**
             * @description The store's name
             * @example Kettle House
             */
            storeName: string;
            /**
             * @description The week's Monday
             * @example 2026-11-16
             */
            weekStart: string;
            /**
             * @description The week's Sunday
             * @example 2026-11-22
             */
            weekEnding: string;
            /**
             * @description Brought forward: the store's previous statement's closing balance (₹)
             * @example -120.5
             */
            openingBalance: number;
            /**
             * @description The sum of the statement's lines (sales less commission, its GST, TCS, TDS, refunds and cash collected by the store; ₹)
             * @example 15240.75
             */
            linesTotal: number;
            /**
             * @description Paid out to the store: opening + lines when positive, else 0 (₹)
             * @example 15120.25
             */
            netPayable: number;
            /**
             * @description Carried forward: opening + lines − net payable, negative when the store owes (₹)
             * @example 0
             */
            closingBalance: number;
            /**
             * @description `payable`: net payable above zero, not paid yet; `paid`: paid, with the bank's UTR; `nothing_due`: nothing to pay this week (a negative balance is carried forward)
             * @example payable
             * @enum {string}
             */
            status: "payable" | "paid" | "nothing_due";
            /**
             * @description The bank transfer's UTR, once paid
             * @example HDFCN26112212345
             */
            utr: string | null;
            /**
             * @description When it was marked paid (ISO 8601; null until paid)
             * @example 2026-11-24T06:30:00.000Z
             */
            paidAt: string | null;
            /**
             * @description The email of the admin who marked it paid (null until paid)
             * @example finance@swiftcart.in
             */
            paidBy: string | null;
            /** @description When the statement was generated */
            generatedAt: string;
            /**
             * @description Whether the store has an account number and a valid IFSC (needed in the bank payment file)
             * @example true
             */
            bankDetails: boolean;
        };
        /** @description The week's sums over every statement matching the filters (all pages). */
        SettlementWeekTotals: {
            /**
             * @description Statements matching the filters
             * @example 184
             */
            statements: number;
            /**
             * @description Sum of their opening balances (₹)
             * @example -1200
             */
            openingBalance: number;
            /**
             * @description Sum of their lines (₹)
             * @example 852340.5
             */
            linesTotal: number;
            /**
             * @description Sum of their net payable (₹)
             * @example 860100
             */
            netPayable: number;
            /**
             * @description Of it, paid (₹)
             * @example 400000
             */
            paid: number;
            /**
             * @description Of it, still to pay: payable statements (₹)
             * @example 460100
             */
            outstanding: number;
            /**
             * @description Sum of their closing balances: what stores owe, carried forward (₹)
             * @example -8959.5
             */
            closingBalance: number;
        };
        /** @description Marks a payable statement paid, with the bank transfer's UTR. */
        MarkSettlementPaid: {
            /**
             * @description The bank transfer's UTR (Unique Transaction Reference): 12 to 22 letters and digits, stored in capitals
             * @example HDFCN26112212345
             */
            utr: string;
        };
        /** @description A customer as the admin panel lists it: contact details only (no password hash, no sessions). */
        Customer: {
            /**
             * @description Customer id (opaque)
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            _id: string;
            /**
             * @description Full name
             * @example Priya Sharma
             */
            name: string;
            /**
             * @description Login email, lower case
             * @example priya@example.in
             */
            email: string;
            /**
             * @description 10-digit mobile number
             * @example 9876543210
             */
            mobile: string;
            /**
             * @description The customer's first saved address on one line, or null when none is saved
             * @example 12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India
             */
            address: string | null;
        };
        /** @description One change in the audit trail. */
        AuditEntry: {
            /**
             * @description Entry id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change was made
             */
            at: string;
            /** @description Who made the change */
            actor: {
                /**
                 * @description The account's id; null for the system or a removed account
                 * @example 6740f1a2c3d4e5f6a7b8c9d0
                 */
                id: string | null;
                /**
                 * @description The account's name
                 * @example SwiftCart Admin
                 */
                name: string | null;
                /**
                 * @description The account's email
                 * @example admin@swiftcart.in
                 */
                email: string | null;
                /**
                 * @description admin, vendor or system
                 * @example admin
                 */
                role: string;
            };
            /**
             * @description What happened, `<kind>.<verb>`
             * @example commission.update
             */
            action: string;
            /**
             * @description The kind of thing changed
             * @example commission
             */
            entity: string;
            /**
             * @description Its id
             * @example 6740f1a2c3d4e5f6a7b8c9d0
             */
            entityId: string;
            /**
             * @description What is worth knowing: usually `before` and `after` (null when created or deleted); never passwords or codes
             * @example {
             *       "before": {
             *         "commission": 5
             *       },
             *       "after": {
             *         "commission": 5.5
             *       }
             *     }
             */
            details: {
                [key: string]: unknown;
            };
        };
        /** @description Checks, for a period, that the money the orders brought in equals what the ledger says went to the stores, the platform and the tax authorities. Amounts in rupees, 2 decimals. */
        Reconciliation: {
            /**
             * @description The period's first day, India date YYYY-MM-DD
             * @example 2026-11-01
             */
            from: string;
            /**
             * @description The period's last day, India date YYYY-MM-DD
             * @example 2026-11-30
             */
            to: string;
            /** @description Money the store orders delivered in the period brought in, rupees */
            moneyCollected: {
                /**
                 * @description The totals of the store orders delivered in the period (from the orders)
                 * @example 250000
                 */
                total: number;
                /**
                 * @description Of which paid online: collected by the platform
                 * @example 180000
                 */
                prepaid: number;
                /**
                 * @description Of which cash on delivery: collected by the stores' couriers
                 * @example 70000
                 */
                cashOnDelivery: number;
                /**
                 * @description Store orders delivered in the period
                 * @example 84
                 */
                orders: number;
            };
            /** @description Payouts made to the stores in the period, rupees */
            payoutsToStores: {
                /**
                 * @description Net payable of the statements marked paid in the period, whichever week they settle
                 * @example 150000
                 */
                total: number;
                /**
                 * @description Statements marked paid in the period
                 * @example 12
                 */
                statements: number;
            };
            /**
             * @description Cash on delivery the stores' couriers kept (from the ledger)
             * @example 70000
             */
            cashKeptByStores: number;
            /** @description Owed to the stores as the period began */
            balancesOwedAtStart: {
                /**
                 * @description Owed to the stores: the ledger's balance plus the payouts set aside and not yet paid
                 * @example 48210.5
                 */
                total: number;
                /**
                 * @description The ledger's balance over every store: all entries made before the moment
                 * @example 31000
                 */
                ledgerBalance: number;
                /**
                 * @description Net payable of statements generated before the moment and not yet paid then
                 * @example 17210.5
                 */
                payableUnpaid: number;
            };
            /** @description Owed to the stores as the period ended */
            balancesOwedAtEnd: {
                /**
                 * @description Owed to the stores: the ledger's balance plus the payouts set aside and not yet paid
                 * @example 48210.5
                 */
                total: number;
                /**
                 * @description The ledger's balance over every store: all entries made before the moment
                 * @example 31000
                 */
                ledgerBalance: number;
                /**
                 * @description Net payable of statements generated before the moment and not yet paid then
                 * @example 17210.5
                 */
                payableUnpaid: number;
            };
            /**
             * @description Commission, net of reversals in the period
             * @example 12500
             */
            commission: number;
            /**
             * @description GST at 18 % on the commission, net of reversals
             * @example 2250
             */
            commissionGst: number;
            /**
             * @description TCS (CGST + SGST + IGST), net of reversals
             * @example 1190.48
             */
            tcs: number;
            /**
             * @description TDS under s.194-O, net of reversals
             * @example 250
             */
            tds: number;
            /**
             * @description Sales refunded after delivery in the period
             * @example 4999
             */
            refunds: number;
            /**
             * @description Adjustments credited to the stores (a debit negative)
             * @example 0
             */
            adjustments: number;
            /**
             * @description moneyCollected.total − (payoutsToStores.total + cashKeptByStores + (balancesOwedAtEnd.total − balancesOwedAtStart.total) + commission + commissionGst + tcs + tds + refunds − adjustments): 0 when the orders and the ledger agree
             * @example 0
             */
            difference: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMedia: {
        parameters: {
            query?: {
                /** @description Width in pixels the client needs: the answer is the narrowest stored copy at least that wide, or the image itself when it has none that wide (small images, images stored before copies existed). Never upscaled. Each width has its own ETag. */
                w?: "160" | "320" | "640" | "1280";
            };
            header?: never;
            path: {
                /** @description SHA-256 of the image bytes, 64 lowercase hex characters */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image, with its stored content type (`image/webp` for uploads) */
            200: {
                headers: {
                    /** @description The hash in quotes; with `w`, the hash and the width (`"{hash}-w320"`) */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No image has this hash: `Image not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchProducts: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description What the shopper typed. Ranked: names holding every word as a whole word first, then names containing the text (any case), then names with a word close to it (typos: `samsng`, `iphon`). Empty: every listed product (newest first unless sorted). */
                q?: string;
                /** @description Only this category (its id, as in the `categories` facet) */
                category?: string;
                /** @description Only this store (the vendor id, as in the `stores` facet) */
                store?: string;
                /** @description Only this price band (on the price after discount, rupees) */
                price?: "under-500" | "500-1000" | "1000-5000" | "5000-10000" | "10000-25000" | "25000-50000" | "50000-up";
                /** @description Only products discounted by at least this many percent */
                discount?: "10" | "25" | "50";
                /** @description 1 or true: only products in stock */
                inStock?: "0" | "1" | "true" | "false";
                /** @description Order: `relevance` (the default with `q`), `price-asc`, `price-desc` (price after discount) or `newest` (the default without `q`) */
                sort?: "relevance" | "price-asc" | "price-desc" | "newest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchPage"];
                };
            };
            /** @description Invalid filter, sort or paging, e.g. `sort: must be one of relevance, price-asc, …` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAllProducts: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only products whose name contains this text, ignoring case (`%` and `_` match themselves) */
                search?: string;
                /** @description Only this category: its id or its name (any case). Unknown: an empty list. */
                category?: string;
                /** @description Only this subcategory, by name (any case) */
                subcategory?: string;
                /** @description Only the products of the vendor with this email (any case) */
                userEmail?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Invalid paging or filter, e.g. `limit: Too big: …` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only products whose name contains this text, ignoring case (`%` and `_` match themselves) */
                search?: string;
                /** @description Only this category: its id or its name (any case). Unknown: an empty list. */
                category?: string;
                /** @description Only this subcategory, by name (any case) */
                subcategory?: string;
                /** @description Only the products of the vendor with this email (any case) */
                userEmail?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            /** @description Invalid paging or filter, e.g. `limit: Too big: …` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No product has this id: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No product has this id: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAllCategories: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of categories */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of categories */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id, or its name in any case (the storefront's category URLs carry the name) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id or name: `Category not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryChange"];
            };
        };
        responses: {
            /** @description Changed: `Category updated successfully` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryAnswer"];
                };
            };
            /** @description A field is missing, empty or too long; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "name: This field is required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id: `Category not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another category has this name: `A category with this name already exists.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A category with this name already exists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `Category deleted successfully` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category deleted successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogueMessage"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id: `Category not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something still uses the category; the message says what, e.g. `This category is used by 12 products.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This category is used by 12 products."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategoryById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id, or its name in any case (the storefront's category URLs carry the name) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id or name: `Category not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBanners: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of banners */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUnits: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List units */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addUnit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewUnit"];
            };
        };
        responses: {
            /** @description The new unit */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description The name is missing, empty after trimming, or too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "name: This field is required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It exists already, in any case: `This unit already exists.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This unit already exists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAttributes: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List attributes */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attribute"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAttribute"];
            };
        };
        responses: {
            /** @description The new attribute */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attribute"];
                };
            };
            /** @description The name is missing, empty after trimming, or too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "name: This field is required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It exists already, in any case: `This attribute already exists.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This attribute already exists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCities: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the cities we deliver to */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addCity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityInput"];
            };
        };
        responses: {
            /** @description The city as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *       "name": "Pune"
                     *     }
                     */
                    "application/json": components["schemas"]["City"];
                };
            };
            /** @description No name, or a blank one: `name: City name is required.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "name: City name is required."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The city is already listed, in any case: `City already exists.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "City already exists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The city's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `City deleted.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "City deleted."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No city has this id: `City not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "City not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of jobs */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobInput"];
            };
        };
        responses: {
            /** @description The opening as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *       "title": "Senior Backend Engineer",
                     *       "description": "Build the order and payment services. Bengaluru or remote.",
                     *       "createdAt": "2026-01-15T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description A title or description missing or blank: `Job title and description are required!` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Job title and description are required!"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `Job deleted.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Job deleted."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No job has this id: `Job not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Job not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCommissions: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of commissions */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Commission"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCommission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionInput"];
            };
        };
        responses: {
            /** @description The rate as stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *       "category": "Mobiles",
                     *       "subcategory": "Android phones",
                     *       "commission": 5.5
                     *     }
                     */
                    "application/json": components["schemas"]["Commission"];
                };
            };
            /** @description Invalid body: no category (`Category required`), a rate out of range (`commission: must be a percentage from 0 to 100, with at most 2 decimals.`), a category not found (`Category not found: choose a category from the list.`) or a subcategory not of that category (`Subcategory not found in Mobiles: choose one of its sub-categories.`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The category (or subcategory) already has a rate: one rate per category and per subcategory */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A commission for Mobiles / Android phones already exists. Edit that row instead."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The commission's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionInput"];
            };
        };
        responses: {
            /** @description The rate as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *       "category": "Mobiles",
                     *       "subcategory": "Android phones",
                     *       "commission": 5.5
                     *     }
                     */
                    "application/json": components["schemas"]["Commission"];
                };
            };
            /** @description Invalid body: no category (`Category required`), a rate out of range (`commission: must be a percentage from 0 to 100, with at most 2 decimals.`), a category not found (`Category not found: choose a category from the list.`) or a subcategory not of that category (`Subcategory not found in Mobiles: choose one of its sub-categories.`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No commission has this id: `Commission not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Commission not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The category (or subcategory) already has a rate: one rate per category and per subcategory */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A commission for Mobiles / Android phones already exists. Edit that row instead."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The commission's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `Commission deleted.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Commission deleted."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No commission has this id: `Commission not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Commission not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Priya Sharma",
                 *       "email": "priya@example.in",
                 *       "mobile": "9876543210",
                 *       "password": "secret123"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerRegistration"];
            };
        };
        responses: {
            /** @description Account created: 'Sign up successful! You can now log in.' */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "name": "Priya Sharma",
                     *         "email": "priya@example.in",
                     *         "mobile": "9876543210"
                     *       },
                     *       "message": "Sign up successful! You can now log in."
                     *     }
                     */
                    "application/json": {
                        user: components["schemas"]["User"];
                        /**
                         * @description A sentence to show
                         * @example Sign up successful! You can now log in.
                         */
                        message: string;
                    };
                };
            };
            /** @description A field is missing ('Please fill in all fields.'), unknown, or breaks its rule */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please fill in all fields."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email already belongs to an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "An account with this email already exists. Please log in or use another email."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loginCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "priya@example.in",
                 *       "password": "secret123"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerLogin"];
            };
        };
        responses: {
            /** @description Signed in: 'Login successful!' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "name": "Priya Sharma",
                     *         "email": "priya@example.in",
                     *         "mobile": "9876543210"
                     *       },
                     *       "message": "Login successful!"
                     *     }
                     */
                    "application/json": {
                        user: components["schemas"]["User"];
                        /**
                         * @description A sentence to show
                         * @example Login successful!
                         */
                        message: string;
                    };
                };
            };
            /** @description 'Please fill in all fields.', or a field the call does not take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please fill in all fields."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Invalid email or password.' */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid email or password."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed attempts (see above); says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the attempt may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many failed login attempts. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logoutCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have been logged out."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description A sentence to show
                         * @example You have been logged out.
                         */
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isAuthenticated": true,
                     *       "user": {
                     *         "id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "name": "Priya Sharma",
                     *         "email": "priya@example.in",
                     *         "mobile": "9876543210"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuthStatus"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: isAuthenticated false, user null */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isAuthenticated": false,
                     *       "user": null,
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["AuthStatus"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "priya.sharma@example.in",
                 *       "currentPassword": "secret123"
                 *     }
                 */
                "application/json": components["schemas"]["AccountChange"];
            };
        };
        responses: {
            /** @description 'Account updated successfully!' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "name": "Priya Sharma",
                     *         "email": "priya.sharma@example.in",
                     *         "mobile": "9876543210"
                     *       },
                     *       "message": "Account updated successfully!"
                     *     }
                     */
                    "application/json": {
                        user: components["schemas"]["User"];
                        /**
                         * @description A sentence to show
                         * @example Account updated successfully!
                         */
                        message: string;
                    };
                };
            };
            /** @description A field breaks its rule or is unknown, or `currentPassword` is missing; nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please enter your current password to change your email or password."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another account's email ('You can only reach your own account.'), or a wrong `currentPassword`; nothing changed; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your current password is incorrect."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The new email belongs to another account; nothing changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "An account with this email already exists. Please log in or use another email."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passwords for this account (the login limits); nothing changed */
            429: {
                headers: {
                    /** @description Seconds until the attempt may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many failed login attempts. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 'Account deleted successfully!' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Account deleted successfully!"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description A sentence to show
                         * @example Account deleted successfully!
                         */
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another user's id; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You can only reach your own account."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddToCart"];
            };
        };
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Invalid body, e.g. `Quantity cannot go below 1.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than the stock or the max purchase limit allows, e.g. `Only 3 of "Redmi Note 13" can be bought per order.`; nothing changes. Or the product is not on sale now (its store is switched off or not yet approved): `This product is currently unavailable.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in customer's own id (any other id: 403) */
                userID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCartLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id of the cart line */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartLine"];
            };
        };
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Invalid quantity, e.g. `Quantity cannot go below 1.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The product is not in the cart: `This product is not in your cart.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than the stock or the max purchase limit allows, e.g. `Only 3 of "Redmi Note 13" can be bought per order.`; nothing changes */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeCartLine: {
        parameters: {
            query?: {
                /** @description Optional; if present, the signed-in customer's own id (any other id: 403) */
                userID?: string;
            };
            header?: never;
            path: {
                /** @description Product id of the cart line */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in customer's own id (any other id: 403) */
                userID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wishlist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wishlist"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addToWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistChange"];
            };
        };
        responses: {
            /** @description The wishlist after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wishlist"];
                };
            };
            /** @description Invalid body: `productId is required.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeFromWishlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WishlistChange"];
            };
        };
        responses: {
            /** @description The wishlist after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wishlist"];
                };
            };
            /** @description Invalid body: `productId is required.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true on success
                         * @example true
                         */
                        success: boolean;
                        addresses: components["schemas"]["Address"][];
                        /**
                         * @description What to tell the customer
                         * @example Addresses fetched.
                         */
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The saved address */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true on success
                         * @example true
                         */
                        success: boolean;
                        address: components["schemas"]["Address"];
                        /**
                         * @description What to tell the customer
                         * @example Address added.
                         */
                        message: string;
                    };
                };
            };
            /** @description A field is blank or malformed, e.g. `Please fill in all fields.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already 10 addresses: `You can only add up to 10 addresses.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The changed address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true on success
                         * @example true
                         */
                        success: boolean;
                        updatedAddress: components["schemas"]["Address"];
                        /**
                         * @description What to tell the customer
                         * @example Address updated.
                         */
                        message: string;
                    };
                };
            };
            /** @description A field is blank or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No address of the signed-in customer has this id: `Address not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true on success
                         * @example true
                         */
                        success: boolean;
                        /**
                         * @description What to tell the customer
                         * @example Address deleted.
                         */
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No address of the signed-in customer has this id: `Address not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupPincode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pincode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found (`Status: "Success"`), or not a known pincode (`Status: "Error"`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PincodeLookup"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setDeliveryLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryLocationInput"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Always true on success
                         * @example true
                         */
                        success: boolean;
                        /**
                         * @description The saved label, or null when it was forgotten
                         * @example Bengaluru 560001
                         */
                        deliveryLocation: string | null;
                        /**
                         * @description What happened
                         * @example Delivery location saved.
                         */
                        message: string;
                    };
                };
            };
            /** @description Too long or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reverseGeocode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Coordinates"];
            };
        };
        responses: {
            /** @description Found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example MG Road, Bengaluru, Karnataka 560001, India */
                        address: string;
                    };
                };
            };
            /** @description Coordinates out of range */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The provider failed or found nothing: `Error fetching location` */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No provider configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNearbyProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NearbyProductsInput"];
            };
        };
        responses: {
            /** @description Nearby products (possibly none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        products: components["schemas"]["Product"][];
                        total: number;
                        /** @example No nearby products found */
                        message: string;
                    };
                };
            };
            /** @description Invalid paging */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body names another user; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrder"];
            };
        };
        responses: {
            /** @description The orders placed (one per store) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Placed"];
                };
            };
            /** @description Invalid body, no saved address (`Please add a delivery address.`) or a payment that does not verify (`Payment verification failed`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Refused; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `addressId` is not one of the caller's: `Address not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The cart cannot be placed as it is: empty, changed since the client showed it, its prices now coming to another `total` than the one sent (`Prices have changed: your cart now comes to ₹99,999.00. …`), or a line above stock or the purchase limit, e.g. `Only 2 of "Redmi Note 13" are in stock.`; with `paymentInfo`, a payment made after its checkout expired, or already recorded for another order; nothing changes */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only orders with this status */
                status?: "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled" | "Returned";
                /** @description Only orders whose id, a product's name or the store's name contains this text (any case) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders, newest first */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order with this id that the caller may see: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAllOrders: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only orders with this status */
                status?: "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled" | "Returned";
                /** @description Only orders whose id, a product's name or the store's name contains this text (any case) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderChanged"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order with this id that the caller may see: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already shipped, delivered or cancelled, e.g. `This order is already cancelled.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderStatus"];
            };
        };
        responses: {
            /** @description The order after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderChanged"];
                };
            };
            /** @description Invalid body, or Shipped without the carrier or tracking number: `Please enter the carrier and the tracking number to mark the order Shipped.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order with this id that the caller may see: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the next status, e.g. `An order that is Confirmed cannot be marked Delivered.`, or Returned for an order that is not Shipped (`An order that is Delivered cannot be marked Returned: only a shipped parcel that came back undelivered can.`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, an A4 PDF */
            200: {
                headers: {
                    /** @description inline; filename="INV-2627-000123.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order with this id that the caller may see (`Order not found.`), or it has no invoice yet (`This order has no tax invoice yet.`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceIssued"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order with this id that the caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not shipped yet (`A tax invoice is issued once the order has shipped.`), or tax details still missing, naming them: `No tax invoice can be issued yet: set the HSN code and GST rate of "…".` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrderCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
                /** @description The credit note's number, its `/` written as `-` (CN-2627-000045) or URL-encoded */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note, an A4 PDF */
            200: {
                headers: {
                    /** @description inline; filename="CN-2627-000045.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order with this id that the caller may see (`Order not found.`), or no credit note of this order with that number */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVendorGstr1: {
        parameters: {
            query: {
                /** @description The month, YYYY-MM (India dates) */
                month: string;
                /** @description `json`: the GST portal's offline-tool JSON; `csv`: one row per document line */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The return (downloaded as returns_MMYYYY_GSTIN.json or .csv) */
            200: {
                headers: {
                    /** @description attachment; filename="GSTR1_112026_27AAPFU0939F1ZV.json" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Gstr1Return"];
                    "text/csv": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store has no GSTIN on record: `Your store has no GSTIN on record, so it has no GSTR-1 to file. Add the store's GSTIN in Profile; invoices issued from then on are reported under it.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your store has no GSTIN on record, so it has no GSTR-1 to file. Add the store's GSTIN in Profile; invoices issued from then on are reported under it."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVendorTds: {
        parameters: {
            query: {
                /** @description A quarter of the Indian financial year starting in April of YYYY: Q1 April–June, Q2 July–September, Q3 October–December, Q4 January–March of YYYY + 1 (as Form 16A counts them) */
                quarter: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quarter's TDS */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TdsReport"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTcs: {
        parameters: {
            query: {
                /** @description The month, YYYY-MM (India dates) */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's TCS */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TcsReport"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVendorSettlementCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Statement id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as CSV */
            200: {
                headers: {
                    /** @description attachment; filename="statement-2026-11-22-sharma-electronics.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No statement with this id of the caller's store: `Statement not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVendorSettlements: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of statements and the summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementList"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVendorSettlement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Statement id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statement"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No statement with this id of the caller's store: `Statement not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVendorStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The statement's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement, an A4 PDF */
            200: {
                headers: {
                    /** @description inline; filename="statement-2026-11-22-7b8c9d0.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No statement with this id that the caller may see: `Statement not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Statement not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The statement's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement, an A4 PDF */
            200: {
                headers: {
                    /** @description inline; filename="statement-2026-11-22-7b8c9d0.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No statement with this id that the caller may see: `Statement not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Statement not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    raisePaymentIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The statement's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RaisePaymentIssue"];
            };
        };
        responses: {
            /** @description The issue as stored, open */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaisedPaymentIssue"];
                };
            };
            /** @description message missing, or not 10 to 1000 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No statement of this store has this id: `Statement not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Statement not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The statement is not paid yet (`Payment issues can be raised once the statement has been paid.`), or it was paid more than 7 days ago (`Payment issues can be raised within 7 days of the payment.`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment issues can be raised within 7 days of the payment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPaymentIssues: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only open issues or only answered ones (default: both, open first) */
                status?: "open" | "answered";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payment issues */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIssueDetail"][];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    answerPaymentIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment issue's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerPaymentIssue"];
            };
        };
        responses: {
            /** @description The issue, answered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnsweredPaymentIssue"];
                };
            };
            /** @description answer missing, or not 2 to 2000 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No payment issue has this id: `Payment issue not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment issue not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Answered before: `This payment issue has already been answered.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This payment issue has already been answered."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVendorLedger: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description First day, India date YYYY-MM-DD (inclusive) */
                from?: string;
                /** @description Last day, India date YYYY-MM-DD (inclusive); not before `from` */
                to?: string;
                /** @description Only entries of this kind */
                kind?: "sale" | "refund" | "cash_collected" | "commission" | "commission_gst" | "tcs_cgst" | "tcs_sgst" | "tcs_igst" | "tds" | "payout" | "adjustment";
                /** @description Only the entries of this order (its id) */
                order?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the store's ledger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerPage"];
                };
            };
            /** @description A date not written YYYY-MM-DD or not in the calendar, `from` after `to`, an unknown kind, or a bad page or limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrderReturns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReturns"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Please log in with a customer account to do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in with a customer account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order the caller may see has this id: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnRequest"];
            };
        };
        responses: {
            /** @description The request, `requested`: `Your return request has been sent to the store.` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid body (the message names the field, e.g. `refundTo.ifsc: must be an IFSC code…`), a product that is not a line of the order, a quantity above what was delivered and not yet returned, a cash-on-delivery order without `refundTo` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "items.0.quantity: must be a whole number from 1 to 1000."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in with a customer account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order of the caller has this id: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is not delivered, its 7-day window has closed, or a line already has an open request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addReturnPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photos": [
                 *         "(binary: crack.jpg)"
                 *       ]
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ReturnPhotoUpload"];
            };
        };
        responses: {
            /** @description The request with its photos: `Photos added.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description No photo, or more than 5 in all */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "photos: a request takes at most 5 photos (it has 4)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in with a customer account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store has answered already: `Photos can be added only while the store has not answered the request.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Photos can be added only while the store has not answered the request."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A photo is over 10 MB (`Images must be at most 10 MB each.`), or over 25 megapixels or 8000 pixels a side (`Images must be at most 25 megapixels and 8000 pixels on a side (for example 6000 × 4000).`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be at most 10 MB each."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A photo is not a JPEG, PNG or WebP image, judged by its bytes (`Images must be JPEG, PNG or WebP files.`), or is damaged; or the body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be JPEG, PNG or WebP files."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many images are waiting to be converted (`Too many images are being processed right now. Please try again in a few seconds.`), or this account already has images waiting (`Your earlier images are still being processed. Please try again in a few seconds.`); or the database is unavailable. Retry-After says when to retry */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many images are being processed right now. Please try again in a few seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    escalateReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EscalateReturn"];
            };
        };
        responses: {
            /** @description The request, `escalated`: `Your request has been sent to SwiftCart, whose decision is final.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in with a customer account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not rejected, or rejected more than 7 days ago */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Return"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Please log in with a customer account to do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in with a customer account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVendorReturns: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only requests in this status */
                status?: "requested" | "accepted" | "rejected" | "escalated" | "received" | "refunded" | "closed";
                /** @description Only requests for this reason */
                reason?: "damaged" | "defective" | "wrong_item" | "missing" | "not_as_described";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the store's requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnPage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminReturns: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only requests in this status */
                status?: "requested" | "accepted" | "rejected" | "escalated" | "received" | "refunded" | "closed";
                /** @description Only requests for this reason */
                reason?: "damaged" | "defective" | "wrong_item" | "missing" | "not_as_described";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnPage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AcceptReturn"];
            };
        };
        responses: {
            /** @description The request, `accepted` (or `refunded`: a missing item refunded at once) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid body, or no carrier or tracking number for a return that needs a pickup */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is not waiting on the store */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectReturn"];
            };
        };
        responses: {
            /** @description The request, `rejected`: `Return rejected. The shopper has been told why.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is not waiting on the store */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receiveReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiveReturn"];
            };
        };
        responses: {
            /** @description The request, `received` (or `refunded` once the gateway refunded it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is not accepted, or has nothing to receive (a missing item) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideReturn"];
            };
        };
        responses: {
            /** @description The request, `accepted` (or `refunded`) or `closed` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request is not escalated */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refundReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refunded now (`Refund sent.`) or before (`This request was refunded already.`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No refund is due, another attempt is sending it now, or the order was paid cash on delivery (its refund is paid by transfer: POST /api/admin/returns/{id}/refund-by-transfer) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The gateway refused the refund: `The refund failed: <reason>`. The refund stays due with `refund.error`; retry later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "The refund failed: The payment gateway is unavailable."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordReturnTransferRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The return request's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnTransferRefund"];
            };
        };
        responses: {
            /** @description Recorded now (`Refund recorded.`) or before (`This request was refunded already.`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnAnswer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No return request with this id that the caller may see (another shopper's or store's is not found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Return request not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No refund is due, another attempt is recording it now, or the order was paid online (its refund goes through the gateway: POST /api/admin/returns/{id}/refund) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setStoreTdsExemption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TdsExemptionRequest"];
            };
        };
        responses: {
            /** @description The store's tax settings now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreTaxSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No store has this id: `Vendor not found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The store has no PAN: `The store has no PAN on record: without a PAN, TDS is deducted at 5 % and no exemption applies.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPaymentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePayment"];
            };
        };
        responses: {
            /** @description The gateway order to pay */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrder"];
                };
            };
            /** @description Invalid body or no saved address: `Please add a delivery address.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `Address not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The cart cannot be paid for as it is (empty, or a line above stock or the limit) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Online payment is off, or the gateway did not answer: `Order creation failed` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetryPayment"];
            };
        };
        responses: {
            /** @description The gateway order to pay */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrder"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call names another user: `You can only reach your own account.`; or Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not one of the caller's orders: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not awaiting payment (`This order is not awaiting payment.`), or its time to pay has passed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Online payment is off, or the gateway did not answer: `Order creation failed` */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInfo"];
            };
        };
        responses: {
            /** @description Paid; the orders are Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentVerified"];
                };
            };
            /** @description `Payment verification failed`; nothing changes */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in with a customer account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Paid after the checkout expired (no order; the amount is owed back), or the payment id was already recorded for another order */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testGatewayPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestGatewayPay"];
            };
        };
        responses: {
            /** @description The payment's ids and signature, or `{error}` when the payment was declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestGatewayPaid"] | components["schemas"]["TestGatewayDeclined"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Please log in with a customer account to do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in with a customer account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment was already made or released: `This payment is no longer open.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    razorpayWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description HMAC-SHA256 of the raw body, hex */
                "x-razorpay-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RazorpayWebhookEvent"];
            };
        };
        responses: {
            /** @description Received */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAck"];
                };
            };
            /** @description Bad signature or body: `Invalid signature.`; nothing is recorded */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The event's payment id was already recorded for another order: nothing changes */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Webhooks are not configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Redmi Note 13 5G (8 GB, 256 GB)",
                 *       "description": "6.67-inch AMOLED display, 108 MP camera, 5000 mAh battery.",
                 *       "category": "Mobiles",
                 *       "subcategory": "Android phones",
                 *       "unit": "piece",
                 *       "price": "24999",
                 *       "discountType": "12",
                 *       "stock": "40",
                 *       "maxPurchaseLimit": "3",
                 *       "location": "Bengaluru",
                 *       "policy": "10-day service-centre repair: …",
                 *       "pin": "RDM-N13-8256",
                 *       "colour": "Arctic White",
                 *       "hsnCode": "8517",
                 *       "gstRate": "18",
                 *       "attributes": [
                 *         "RAM: 8 GB",
                 *         "Storage: 256 GB"
                 *       ],
                 *       "tags": [
                 *         "smartphone",
                 *         "5g"
                 *       ],
                 *       "photos": [
                 *         "(binary: front.jpg)",
                 *         "(binary: back.jpg)"
                 *       ]
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ProductForm"];
            };
        };
        responses: {
            /** @description Added: `Product added successfully!` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            /** @description A field is missing or breaks its rule; the message names it (`price: must be more than 0.`), or is the form's own text (`Maximum purchase limit cannot exceed total stock.`). From an admin: no store named (`vendorId: This field is required`), no store has the id, or `vendorId` and `seller` differ */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "name: This field is required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A photo is over 10 MB (`Images must be at most 10 MB each.`), or over 25 megapixels or 8000 pixels a side (`Images must be at most 25 megapixels and 8000 pixels on a side (for example 6000 × 4000).`), or the body is over 40 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be at most 10 MB each."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A photo is not a JPEG, PNG or WebP image, judged by its bytes (`Images must be JPEG, PNG or WebP files.`), or is damaged; or the body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be JPEG, PNG or WebP files."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many images are waiting to be converted (`Too many images are being processed right now. Please try again in a few seconds.`), or this account already has images waiting (`Your earlier images are still being processed. Please try again in a few seconds.`); or the database is unavailable. Retry-After says when to retry */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many images are being processed right now. Please try again in a few seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductUpdate"];
            };
        };
        responses: {
            /** @description Changed: `Product updated successfully!` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            /** @description A field breaks its rule; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Maximum purchase limit cannot exceed total stock."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No product has this id, or it belongs to another store, or it was deleted: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted or archived: `Product Deleted Successfully` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product Deleted Successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageAnswer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No product has this id, or it belongs to another store, or it was deleted: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addProductPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "photos": [
                 *         "(binary: side.jpg)"
                 *       ]
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PhotoUpload"];
            };
        };
        responses: {
            /** @description Added: `Photos added.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            /** @description No photo, or more than 8 in all */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A product has at most 8 photos."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No product has this id, or it belongs to another store, or it was deleted: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A photo is over 10 MB (`Images must be at most 10 MB each.`), or over 25 megapixels or 8000 pixels a side (`Images must be at most 25 megapixels and 8000 pixels on a side (for example 6000 × 4000).`), or the body is over 40 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be at most 10 MB each."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A photo is not a JPEG, PNG or WebP image, judged by its bytes (`Images must be JPEG, PNG or WebP files.`), or is damaged; or the body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be JPEG, PNG or WebP files."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many images are waiting to be converted (`Too many images are being processed right now. Please try again in a few seconds.`), or this account already has images waiting (`Your earlier images are still being processed. Please try again in a few seconds.`); or the database is unavailable. Retry-After says when to retry */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many images are being processed right now. Please try again in a few seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeProductPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
                /** @description The photo's media id: the hash in its `/media/{hash}` URL */
                mediaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed: `Photo removed.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product (`Product not found.`) or photo of it (`Photo not found.`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is the product's only photo: `A product keeps at least one photo: add another before removing this one.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A product keeps at least one photo: add another before removing this one."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderProductPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoOrder"];
            };
        };
        responses: {
            /** @description Reordered: `Photos reordered.` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAnswer"];
                };
            };
            /** @description The list is not the product's photos, once each */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No product has this id, or it belongs to another store, or it was deleted: `Product not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnProducts: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description What `search` looks in: the id (from its start), the title, the category name or the price in rupees (contains) */
                field?: "id" | "title" | "category" | "price";
                /** @description Text to look for, ignoring case; blank: every product */
                search?: string;
                /** @description `missing`: only the products lacking their HSN code or GST rate (not invoiced) */
                tax?: "missing";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the store's products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorProductPage"];
                };
            };
            /** @description Invalid paging or filter, e.g. `field: Invalid option…` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only a store's own account can do this. Please log in as a vendor."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreApplication"];
            };
        };
        responses: {
            /** @description Registered, pending approval: `Store registered successfully` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Store registered successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["StoreRegistered"];
                };
            };
            /** @description A field breaks a rule: `message` names the first such field (e.g. `Store name: This field is required`, `Invalid PAN number`, `Pincode: no post office has this pincode.`), `errors` has each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid PAN number",
                     *       "field": "panCardNumber",
                     *       "errors": {
                     *         "panCardNumber": "Invalid PAN number"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["StoreRefusal"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email is used by another account or store, or the username by another store */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Username: this username is taken. Please choose another.",
                     *       "field": "username"
                     *     }
                     */
                    "application/json": components["schemas"]["StoreRefusal"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lookupIfsc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An IFSC code (any case) */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A bank branch has this code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ifsc": "HDFC0000001",
                     *       "bank": "HDFC Bank"
                     *     }
                     */
                    "application/json": components["schemas"]["IfscBank"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an IFSC code (`Invalid IFSC code`), or no branch has it (`Invalid IFSC code: no bank branch has this code.`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid IFSC code: no bank branch has this code."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideOnVendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Store (vendor) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorDecision"];
            };
        };
        responses: {
            /** @description The store after the decision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorProfile"];
                };
            };
            /** @description Invalid body, e.g. `Send accountApproval or activeStatus (or both).`, or no reason for a rejection or a switch-off (`reason: say why the store is rejected or switched off; the store is told by email.`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Send accountApproval or activeStatus (or both)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No store has this id: `Vendor not found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVendors: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only stores whose name, phone, city or address contains this text (any case) */
                search?: string;
                /** @description Only stores in this state: `pending` (waiting, never refused), `approved`, `rejected` (refused, waiting for a new decision) */
                approval?: "pending" | "approved" | "rejected";
                /** @description Only stores switched on (`true`) or off (`false`) */
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of stores */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorListItem"][];
                };
            };
            /** @description Invalid paging or search */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "limit: must be a whole number from 1 to 200."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loginVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "orders@lakshmimobiles.in",
                 *       "password": "vendor123"
                 *     }
                 */
                "application/json": components["schemas"]["VendorLogin"];
            };
        };
        responses: {
            /** @description Signed in: 'Login successful' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Login successful",
                     *       "vendorID": "6740f1a2c3d4e5f6a7b8c9e1",
                     *       "username": "lakshmimobiles",
                     *       "storeName": "Lakshmi Mobiles"
                     *     }
                     */
                    "application/json": components["schemas"]["VendorSession"];
                };
            };
            /** @description The password was right and the account signs in with two steps: no session yet; send a code with the token to POST /api/two-step/sign-in */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
                     *       "step": "code",
                     *       "token": "q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM",
                     *       "expiresInSeconds": 300
                     *     }
                     */
                    "application/json": components["schemas"]["SecondStepRequired"];
                };
            };
            /** @description A field is missing or unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "email: Please enter your email."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Invalid credentials' */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid credentials"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The password is right but SwiftCart has switched the store off: why, and whom to write to; a read-only session is started; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.",
                     *       "readOnly": true
                     *     }
                     */
                    "application/json": components["schemas"]["ReadOnlySignIn"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed attempts; says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the attempt may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many failed login attempts. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logoutVendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have been logged out."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description A sentence to show
                         * @example You have been logged out.
                         */
                        message: string;
                    };
                };
            };
            /** @description Signed out, from a browser's form post (Accept: text/html): on to /vendor-login */
            303: {
                headers: {
                    /** @description `/vendor-login` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    vendorForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Asked (whether or not a code was sent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "If an account uses this email, a 6-digit code is on its way to it. The code works for 10 minutes."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always true: refusals are 4xx with a message
                         * @enum {boolean}
                         */
                        success: true;
                        /**
                         * @description A sentence to show
                         * @example If an account uses this email, a 6-digit code is on its way to it. The code works for 10 minutes.
                         */
                        message: string;
                    };
                };
            };
            /** @description Not an email address, or a field the call does not take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please enter a valid email address."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Email is not set up on this site (production without SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Email is not set up on this site yet, so we cannot send your code. Please try again later or contact support."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    vendorVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetCode"];
            };
        };
        responses: {
            /** @description The code is right and still valid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always true: refusals are 4xx with a message
                         * @enum {boolean}
                         */
                        success: true;
                    };
                };
            };
            /** @description The code is wrong, expired, used or dead, or not 6 digits */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This code is wrong, has expired or was already used. Check the latest email, or ask for a new code (each code works for 10 minutes and 5 tries)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    vendorResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description Password changed; log in with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Your password has been reset. You can now log in with it."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always true: refusals are 4xx with a message
                         * @enum {boolean}
                         */
                        success: true;
                        /**
                         * @description A sentence to show
                         * @example Your password has been reset. You can now log in with it.
                         */
                        message: string;
                    };
                };
            };
            /** @description 'Password must be at least 6 characters long.', or the code is not good (as verify-otp) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This code is wrong, has expired or was already used. Check the latest email, or ask for a new code (each code works for 10 minutes and 5 tries)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVendorProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The store's email (or its account's), URL-encoded; any case */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *       "firstName": "Asha",
                     *       "lastName": "Rao",
                     *       "email": "asha@rao-traders.in",
                     *       "phone": "9876543210",
                     *       "city": "Bengaluru",
                     *       "pincode": "560001",
                     *       "username": "raotraders",
                     *       "panCardNumber": "AAPFU0939F",
                     *       "storeName": "Rao Traders",
                     *       "storeAddress": "12 MG Road, Bengaluru",
                     *       "googleMapsLink": "https://maps.app.goo.gl/abc123",
                     *       "bankName": "HDFC Bank",
                     *       "ifscCode": "HDFC0000001",
                     *       "branch": "MG Road",
                     *       "accountNumber": "••••••6789",
                     *       "gstNumber": "29AAPFU0939F1ZR",
                     *       "activeStatus": true,
                     *       "accountApproval": false
                     *     }
                     */
                    "application/json": components["schemas"]["VendorProfile"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in as a customer: `Only a store's own account can do this. Please log in as a vendor.`; a vendor account without a store: `This account runs no store.`; or a vendor naming another store's email: `You can only reach your own store.`; or Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You can only reach your own store."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An admin named an email no store has: `Vendor not found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProfileByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The store's email (or its account's), URL-encoded; any case */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *       "firstName": "Asha",
                     *       "lastName": "Rao",
                     *       "email": "asha@rao-traders.in",
                     *       "phone": "9876543210",
                     *       "city": "Bengaluru",
                     *       "pincode": "560001",
                     *       "username": "raotraders",
                     *       "panCardNumber": "AAPFU0939F",
                     *       "storeName": "Rao Traders",
                     *       "storeAddress": "12 MG Road, Bengaluru",
                     *       "googleMapsLink": "https://maps.app.goo.gl/abc123",
                     *       "bankName": "HDFC Bank",
                     *       "ifscCode": "HDFC0000001",
                     *       "branch": "MG Road",
                     *       "accountNumber": "••••••6789",
                     *       "gstNumber": "29AAPFU0939F1ZR",
                     *       "activeStatus": true,
                     *       "accountApproval": false
                     *     }
                     */
                    "application/json": components["schemas"]["VendorProfile"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in as a customer: `Only a store's own account can do this. Please log in as a vendor.`; a vendor account without a store: `This account runs no store.`; or a vendor naming another store's email: `You can only reach your own store.`; or Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You can only reach your own store."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An admin named an email no store has: `Vendor not found` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor not found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVendorProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The store's email (or its account's), URL-encoded; any case */
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bankName": "HDFC Bank",
                 *       "ifscCode": "HDFC0000001",
                 *       "branch": "MG Road",
                 *       "currentPassword": "…"
                 *     }
                 */
                "application/json": components["schemas"]["VendorProfileChange"];
            };
        };
        responses: {
            /** @description Saved: 'Changes saved successfully!' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Changes saved successfully!",
                     *       "profile": {
                     *         "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "firstName": "Asha",
                     *         "lastName": "Rao",
                     *         "email": "asha@rao-traders.in",
                     *         "phone": "9876543210",
                     *         "city": "Bengaluru",
                     *         "pincode": "560001",
                     *         "username": "raotraders",
                     *         "panCardNumber": "AAPFU0939F",
                     *         "storeName": "Rao Traders",
                     *         "storeAddress": "12 MG Road, Bengaluru",
                     *         "googleMapsLink": "https://maps.app.goo.gl/abc123",
                     *         "bankName": "HDFC Bank",
                     *         "ifscCode": "HDFC0000001",
                     *         "branch": "MG Road",
                     *         "accountNumber": "••••••6789",
                     *         "gstNumber": "29AAPFU0939F1ZR",
                     *         "activeStatus": true,
                     *         "accountApproval": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VendorProfileSaved"];
                };
            };
            /** @description A field breaks its rule (the message names it; `errors` lists every one), a read-only field (`_id`, `activeStatus`, `accountApproval`) differs from the stored value, the current password is missing for a new email or bank details, or no profile field was sent */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid phone number",
                     *       "field": "phone",
                     *       "errors": {
                     *         "phone": "Invalid phone number"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VendorProfileRefusal"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not one's own store: `You can only reach your own store.`; the current password is wrong: `Your current password is incorrect.`; or not a vendor with a store: `Only a store's own account can do this. Please log in as a vendor.`; or Signed in with another role: `Only a store's own account can do this. Please log in as a vendor.`, or a vendor account without a store: `This account runs no store.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You can only reach your own store."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email or username is another's: `Email: an account with this email already exists. Please use another email.`, `Username: this username is taken. Please choose another.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Email: an account with this email already exists. Please use another email.",
                     *       "field": "email"
                     *     }
                     */
                    "application/json": components["schemas"]["VendorProfileRefusal"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong current passwords; says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the attempt may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    loginAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@swiftcart.in",
                 *       "password": "admin-secret-123"
                 *     }
                 */
                "application/json": components["schemas"]["AdminLogin"];
            };
        };
        responses: {
            /** @description Signed in: 'Welcome Admin!' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Welcome Admin!",
                     *       "admin": {
                     *         "id": "6740f1a2c3d4e5f6a7b8c9f1",
                     *         "name": "SwiftCart Admin",
                     *         "email": "admin@swiftcart.in"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminSession"];
                };
            };
            /** @description The password was right and the account signs in with two steps: no session yet; send a code with the token to POST /api/two-step/sign-in */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
                     *       "step": "code",
                     *       "token": "q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM",
                     *       "expiresInSeconds": 300
                     *     }
                     */
                    "application/json": components["schemas"]["SecondStepRequired"];
                };
            };
            /** @description A field is missing or unknown */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "email: Please enter your email."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 'Invalid credentials' */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid credentials"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed attempts; says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the attempt may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many failed login attempts. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logoutAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have been logged out."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description A sentence to show
                         * @example You have been logged out.
                         */
                        message: string;
                    };
                };
            };
            /** @description Signed out, from a browser's form post (Accept: text/html): on to /admin-login */
            303: {
                headers: {
                    /** @description `/admin-login` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    finishTwoStepSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3J9x0W2yTzv7kUa4bNcLm5pR8sD1fGh6jKlZxCvBnM",
                 *       "code": "492039"
                 *     }
                 */
                "application/json": components["schemas"]["TwoStepSignIn"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Welcome Admin!",
                     *       "role": "admin"
                     *     }
                     */
                    "application/json": components["schemas"]["TwoStepSignedIn"];
                };
            };
            /** @description A field is missing or unknown; or the token is unknown or expired: `Your sign-in has expired. Please enter your email and password again.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your sign-in has expired. Please enter your email and password again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The code is wrong: `That code is not right. Please try again.`, or used already: `That code has already been used. Please wait for the next one.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "That code is not right. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The password is right but SwiftCart has switched the store off: why, and whom to write to; a read-only session is started; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.",
                     *       "readOnly": true
                     *     }
                     */
                    "application/json": components["schemas"]["ReadOnlySignIn"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong codes for this account */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many wrong codes. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTwoStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "enabled": true,
                     *       "enabledAt": "2026-11-28T10:15:00.000Z",
                     *       "recoveryCodesLeft": 10,
                     *       "required": false
                     *     }
                     */
                    "application/json": components["schemas"]["TwoStepStatus"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startTwoStepSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scan the QR code, then confirm with a code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoStepEnrolment"] & unknown;
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already on: `Two-step sign-in is already on. Turn it off first to set it up again.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Two-step sign-in is already on. Turn it off first to set it up again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enableTwoStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoStepCode"];
            };
        };
        responses: {
            /** @description On */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
                     *       "recoveryCodes": [
                     *         "k7q2m-x40fa",
                     *         "k7q2m-x41fa",
                     *         "k7q2m-x42fa",
                     *         "k7q2m-x43fa",
                     *         "k7q2m-x44fa",
                     *         "k7q2m-x45fa",
                     *         "k7q2m-x46fa",
                     *         "k7q2m-x47fa",
                     *         "k7q2m-x48fa",
                     *         "k7q2m-x49fa"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TwoStepRecoveryCodes"];
                };
            };
            /** @description The code is missing or wrong: `That code is not right. Please try again.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "That code is not right. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No set-up waiting: `Start the set-up first: no QR code is waiting to be confirmed.`; or already on */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Start the set-up first: no QR code is waiting to be confirmed."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong codes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many wrong codes. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disableTwoStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "admin123"
                 *     }
                 */
                "application/json": components["schemas"]["TwoStepProof"];
            };
        };
        responses: {
            /** @description Off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Two-step sign-in is off."
                     *     }
                     */
                    "application/json": components["schemas"]["TwoStepOff"];
                };
            };
            /** @description Neither the password nor a code: `Please enter your current password or a code from your authenticator app.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please enter your current password or a code from your authenticator app."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The password is wrong: `Your current password is incorrect.`, or the code: `That code is not right. Please try again.`; or Signed in with another role: `Only an administrator can do this.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your current password is incorrect."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not on: `Two-step sign-in is off.`; or required: `Two-step sign-in is required for administrators and cannot be turned off.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Two-step sign-in is off."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passwords or codes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many wrong codes. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateTwoStepRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "admin123"
                 *     }
                 */
                "application/json": components["schemas"]["TwoStepProof"];
            };
        };
        responses: {
            /** @description New codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "New recovery codes made; the old ones no longer work.",
                     *       "recoveryCodes": [
                     *         "k7q2m-x40fa",
                     *         "k7q2m-x41fa",
                     *         "k7q2m-x42fa",
                     *         "k7q2m-x43fa",
                     *         "k7q2m-x44fa",
                     *         "k7q2m-x45fa",
                     *         "k7q2m-x46fa",
                     *         "k7q2m-x47fa",
                     *         "k7q2m-x48fa",
                     *         "k7q2m-x49fa"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TwoStepRecoveryCodes"];
                };
            };
            /** @description Neither the password nor a code: `Please enter your current password or a code from your authenticator app.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please enter your current password or a code from your authenticator app."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The password is wrong: `Your current password is incorrect.`, or the code: `That code is not right. Please try again.`; or Signed in with another role: `Only an administrator can do this.`; or a switched-off store: `SwiftCart has switched this store off, so it cannot sign in or make changes; its orders can still be read. The email sent to the store gives the reason. To have it switched on again, write to support@swiftcart.in.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your current password is incorrect."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not on: `Two-step sign-in is off.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Two-step sign-in is off."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong passwords or codes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many wrong codes. Please try again in 15 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Asked (whether or not a code was sent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "If an account uses this email, a 6-digit code is on its way to it. The code works for 10 minutes."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always true: refusals are 4xx with a message
                         * @enum {boolean}
                         */
                        success: true;
                        /**
                         * @description A sentence to show
                         * @example If an account uses this email, a 6-digit code is on its way to it. The code works for 10 minutes.
                         */
                        message: string;
                    };
                };
            };
            /** @description Not an email address, or a field the call does not take */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please enter a valid email address."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Email is not set up on this site (production without SMTP_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Email is not set up on this site yet, so we cannot send your code. Please try again later or contact support."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetCode"];
            };
        };
        responses: {
            /** @description The code is right and still valid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always true: refusals are 4xx with a message
                         * @enum {boolean}
                         */
                        success: true;
                    };
                };
            };
            /** @description The code is wrong, expired, used or dead, or not 6 digits */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This code is wrong, has expired or was already used. Check the latest email, or ask for a new code (each code works for 10 minutes and 5 tries)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description Password changed; log in with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Your password has been reset. You can now log in with it."
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always true: refusals are 4xx with a message
                         * @enum {boolean}
                         */
                        success: true;
                        /**
                         * @description A sentence to show
                         * @example Your password has been reset. You can now log in with it.
                         */
                        message: string;
                    };
                };
            };
            /** @description 'Password must be at least 6 characters long.', or the code is not good (as verify-otp) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This code is wrong, has expired or was already used. Check the latest email, or ask for a new code (each code works for 10 minutes and 5 tries)."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "counts": {
                     *         "products": 1240,
                     *         "orders": 100000,
                     *         "customers": 50000,
                     *         "stores": 42
                     *       },
                     *       "latestOrders": [
                     *         {
                     *           "id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *           "trackingId": "7b8c9d0",
                     *           "products": "Redmi Note 13, Boat Airdopes 141",
                     *           "customer": "Priya Sharma",
                     *           "createdAt": "2026-11-24T09:30:00.000Z",
                     *           "amount": 18499,
                     *           "paymentMethod": "Cash on Delivery",
                     *           "status": "Confirmed"
                     *         }
                     *       ],
                     *       "sales": [
                     *         {
                     *           "date": "2026-11-24",
                     *           "label": "24 Nov",
                     *           "amount": 152340.5,
                     *           "orders": 37
                     *         }
                     *       ],
                     *       "pendingStores": {
                     *         "total": 1,
                     *         "stores": [
                     *           {
                     *             "id": "6740f1a2c3d4e5f6a7b8c9e1",
                     *             "storeName": "Kochi Gadget Point",
                     *             "city": "Kochi",
                     *             "appliedAt": "2026-11-20T10:00:00.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "refundsDue": {
                     *         "count": 2,
                     *         "amount": 2598
                     *       },
                     *       "outOfStock": {
                     *         "total": 1,
                     *         "products": [
                     *           {
                     *             "id": "6740f1a2c3d4e5f6a7b8c9f7",
                     *             "name": "JBL Flip 6",
                     *             "storeName": "SoundWave Audio"
                     *           }
                     *         ]
                     *       },
                     *       "openReturns": {
                     *         "open": 7,
                     *         "escalated": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminDashboard"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in admin's own email, URL-encoded, any case */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "firstName": "Meera",
                     *       "lastName": "Iyer",
                     *       "email": "admin@swiftcart.in",
                     *       "phone": "9876543210",
                     *       "username": "meera.admin",
                     *       "role": "Admin",
                     *       "department": "Operations",
                     *       "designation": "Marketplace Manager",
                     *       "employeeID": "SC-0042",
                     *       "city": "Bengaluru",
                     *       "pincode": "560001",
                     *       "bankName": "HDFC Bank",
                     *       "branch": "MG Road",
                     *       "accountNumber": "••••••6789",
                     *       "ifscCode": "HDFC0000001"
                     *     }
                     */
                    "application/json": components["schemas"]["AdminProfile"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another admin's email: `You can only reach your own admin profile.`; or not an admin: `Only an administrator can do this.`; or Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You can only reach your own admin profile."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in admin's own email, URL-encoded, any case */
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "9876543210",
                 *       "department": "Operations"
                 *     }
                 */
                "application/json": components["schemas"]["AdminProfileChange"];
            };
        };
        responses: {
            /** @description Saved: 'Profile updated successfully!' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Profile updated successfully!",
                     *       "profile": {
                     *         "firstName": "Meera",
                     *         "lastName": "Iyer",
                     *         "email": "admin@swiftcart.in",
                     *         "phone": "9876543210",
                     *         "username": "meera.admin",
                     *         "role": "Admin",
                     *         "department": "Operations",
                     *         "designation": "Marketplace Manager",
                     *         "employeeID": "SC-0042",
                     *         "city": "Bengaluru",
                     *         "pincode": "560001",
                     *         "bankName": "HDFC Bank",
                     *         "branch": "MG Road",
                     *         "accountNumber": "••••••6789",
                     *         "ifscCode": "HDFC0000001"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AdminProfileSaved"];
                };
            };
            /** @description A field breaks its rule (the message names it), an unknown field, no field at all, or bank details changed without the current password: `Please enter your current password to change your bank details.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "phone: Invalid phone number"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another admin's email: `You can only reach your own admin profile.`; the current password is wrong: `Your current password is incorrect.`; or not an admin: `Only an administrator can do this.`; or Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You can only reach your own admin profile."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many wrong current passwords; says when to try again */
            429: {
                headers: {
                    /** @description Seconds until the attempt may be made again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Smart Home",
                 *       "description": "Smart plugs, bulbs, cameras and hubs",
                 *       "image": "(binary: smart-home.jpg)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CategoryForm"];
            };
        };
        responses: {
            /** @description Added: `Category added successfully` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryAnswer"];
                };
            };
            /** @description A text field is missing, empty or too long (the message names it), or no image was sent: `Please select an image` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please select an image"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another category has this name: `A category with this name already exists.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "A category with this name already exists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image is over 10 MB (`Images must be at most 10 MB each.`), or over 25 megapixels or 8000 pixels a side (`Images must be at most 25 megapixels and 8000 pixels on a side (for example 6000 × 4000).`), or the body is over 40 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be at most 10 MB each."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image is not a JPEG, PNG or WebP, judged by its bytes (`Images must be JPEG, PNG or WebP files.`), or is damaged; or the body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be JPEG, PNG or WebP files."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many images are waiting to be converted (`Too many images are being processed right now. Please try again in a few seconds.`), or this account already has images waiting (`Your earlier images are still being processed. Please try again in a few seconds.`); or the database is unavailable. Retry-After says when to retry */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many images are being processed right now. Please try again in a few seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replaceCategoryImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image": "(binary: mobiles.jpg)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CategoryImageForm"];
            };
        };
        responses: {
            /** @description Replaced: `Category image updated successfully` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryAnswer"];
                };
            };
            /** @description No image was sent: `Please select an image` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please select an image"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id: `Category not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image is over 10 MB (`Images must be at most 10 MB each.`), or over 25 megapixels or 8000 pixels a side (`Images must be at most 25 megapixels and 8000 pixels on a side (for example 6000 × 4000).`), or the body is over 40 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be at most 10 MB each."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image is not a JPEG, PNG or WebP, judged by its bytes (`Images must be JPEG, PNG or WebP files.`), or is damaged; or the body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be JPEG, PNG or WebP files."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many images are waiting to be converted (`Too many images are being processed right now. Please try again in a few seconds.`), or this account already has images waiting (`Your earlier images are still being processed. Please try again in a few seconds.`); or the database is unavailable. Retry-After says when to retry */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many images are being processed right now. Please try again in a few seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the category the subcategory belongs to */
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubcategoryChange"];
            };
        };
        responses: {
            /** @description Added: `Subcategory added successfully`; the answer is the whole category */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryAnswer"];
                };
            };
            /** @description A field is missing, empty or too long; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "name: This field is required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id: `Category not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Category not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The category has a subcategory with this name: `This category already has a subcategory with this name.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This category already has a subcategory with this name."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id */
                id: string;
                /** @description Subcategory id */
                subId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubcategoryChange"];
            };
        };
        responses: {
            /** @description Changed: `Subcategory updated successfully`; the answer is the whole category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryAnswer"];
                };
            };
            /** @description A field is missing, empty or too long; the message names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "name: This field is required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id (`Category not found.`), or it has no subcategory with this id (`Subcategory not found.`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Subcategory not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The category has another subcategory with this name: `This category already has a subcategory with this name.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This category already has a subcategory with this name."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Category id */
                id: string;
                /** @description Subcategory id */
                subId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `Subcategory deleted successfully`; the answer is the whole category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryAnswer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No category has this id (`Category not found.`), or it has no subcategory with this id (`Subcategory not found.`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Subcategory not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something still uses the subcategory; the message says what, e.g. `This subcategory is used by 3 products.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This subcategory is used by 3 products."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Unit id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `Unit deleted successfully` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unit deleted successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogueMessage"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No unit has this id: `Unit not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unit not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Products name it; the message says how many, e.g. `The unit "Dozen" is used by 4 products.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Attribute id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `Attribute deleted successfully` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Attribute deleted successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogueMessage"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No attribute has this id: `Attribute not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Attribute not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Products name it; the message says how many, e.g. `The attribute "Refresh Rate" is used by 4 products.` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Big Diwali Electronics Sale",
                 *       "bannerType": "Up to 40% off",
                 *       "zone": "All India",
                 *       "image": "(binary: diwali.jpg)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["BannerForm"];
            };
        };
        responses: {
            /** @description Added: `Banner added successfully` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerAnswer"];
                };
            };
            /** @description A field or the image is missing or empty: `All fields are required`; or a field is too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "All fields are required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image is over 10 MB (`Images must be at most 10 MB each.`), or over 25 megapixels or 8000 pixels a side (`Images must be at most 25 megapixels and 8000 pixels on a side (for example 6000 × 4000).`), or the body is over 40 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be at most 10 MB each."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The image is not a JPEG, PNG or WebP, judged by its bytes (`Images must be JPEG, PNG or WebP files.`), or is damaged; or the body is not multipart/form-data */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Images must be JPEG, PNG or WebP files."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many images are waiting to be converted (`Too many images are being processed right now. Please try again in a few seconds.`), or this account already has images waiting (`Your earlier images are still being processed. Please try again in a few seconds.`); or the database is unavailable. Retry-After says when to retry */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Too many images are being processed right now. Please try again in a few seconds."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Banner id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: `Banner deleted successfully` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Banner deleted successfully"
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogueMessage"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No banner has this id: `Banner not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Banner not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminOrders: {
        parameters: {
            query?: {
                /** @description Only orders whose id, customer name or an item's name contains this text (any case); at least 3 characters, not counting spaces at either end (empty: any) */
                q?: string;
                /** @description Only orders with this status (empty: any) */
                status?: "" | "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled" | "Returned";
                /** @description Only this store's orders: the store's (vendor's) id (empty: any) */
                store?: string;
                /** @description Only cancelled paid orders whose refund is `due` (not yet accepted, failed attempts included), `failed` (the last attempt was refused) or `refunded` (empty: any) */
                refund?: "" | "due" | "failed" | "refunded";
                /** @description `newest` first (default) or largest `total` first */
                sort?: "newest" | "total";
                /** @description 1-based page number. */
                page?: number;
                /** @description Rows per page (1 to 200). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderPage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportOrdersCsv: {
        parameters: {
            query?: {
                /** @description Only orders whose id, customer name or an item's name contains this text (any case); at least 3 characters, not counting spaces at either end (empty: any) */
                q?: string;
                /** @description Only orders with this status (empty: any) */
                status?: "" | "Pending" | "Confirmed" | "Shipped" | "Delivered" | "Cancelled" | "Returned";
                /** @description Only this store's orders: the store's (vendor's) id (empty: any) */
                store?: string;
                /** @description Only cancelled paid orders whose refund is `due` (not yet accepted, failed attempts included), `failed` (the last attempt was refused) or `refunded` (empty: any) */
                refund?: "" | "due" | "failed" | "refunded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders as CSV (UTF-8 with a byte-order mark, CRLF line ends, header row first) */
            200: {
                headers: {
                    /** @description attachment; filename="orders-YYYY-MM-DD.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Order ID,Order Date (IST),Status,...
                     *     6740f1a2c3d4e5f6a7b8c9d0,2026-11-25 22:15:03,Confirmed,...
                     */
                    "text/csv": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refunded now (`Refund sent.`) or before (`This order has already been refunded.`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderRefunded"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No refund is due (`This order has no refund due.`), or another attempt is sending it now (`A refund of this order is already in progress. Please reload in a minute.`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The gateway refused the refund: `The refund failed: <reason>`. The order stays refund_due with `refund.error`; retry later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordTransferRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order id */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description Recorded now (`Refund recorded.`) or before (`This order has already been refunded.`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderRefunded"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order: `Order not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No refund is due (`This order has no refund due.`), or another attempt is recording it now (`A refund of this order is already in progress. Please reload in a minute.`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a cash-on-delivery order: its refund goes through the gateway (`The refund failed: …`). */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runSettlementWeek: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementRunRequest"];
            };
        };
        responses: {
            /** @description The week is settled (now, or before: `alreadyRun`) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementRun"];
                };
            };
            /** @description Not a Sunday's date (YYYY-MM-DD) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The week has not ended yet (`This week has not ended yet.`), or a later week has been settled already (weeks are settled in order) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "This week has not ended yet."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSettlementWeeks: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The weeks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementWeeks"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    settlementPaymentFile: {
        parameters: {
            query: {
                /** @description The week's Sunday (YYYY-MM-DD): weeks run Monday 00:00 to Sunday 23:59:59 India time and are named by their Sunday. */
                week: string;
                /** @description `true`: leave out the stores whose bank details are missing (listed in the `X-Skipped-Statements` header) instead of refusing the file with 409 */
                skipMissing?: "0" | "1" | "" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment file (UTF-8, CRLF line ends, header row first) */
            200: {
                headers: {
                    /** @description attachment; filename="settlement-payments-2026-11-22.csv" */
                    "Content-Disposition"?: string;
                    /** @description With skipMissing=true: the ids of the statements left out (comma-separated) */
                    "X-Skipped-Statements"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Beneficiary Name,Account Number,IFSC,Amount,Narration
                     *     Kettle House,50100123456789,HDFC0001234,15120.25,SwiftCart settlement w/e 2026-11-22 c9d0e1f
                     */
                    "text/csv": string;
                };
            };
            /** @description Not a Sunday's date (YYYY-MM-DD) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The week has not run */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stores with missing or invalid bank details, named (see `skipMissing`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminSettlements: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description The week's Sunday (YYYY-MM-DD): weeks run Monday 00:00 to Sunday 23:59:59 India time and are named by their Sunday. Default: the latest week that has run. */
                week?: string;
                /** @description Only statements with this status (empty: any) */
                status?: "" | "payable" | "paid" | "nothing_due";
                /** @description Only this store's statement: the store's (vendor's) id (empty: any) */
                store?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The week's statements and totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettlementWeek"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markSettlementPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The statement's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkSettlementPaid"];
            };
        };
        responses: {
            /** @description The statement, now paid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSettlement"];
                };
            };
            /** @description A UTR that is not 12 to 22 letters and digits: `utr: the bank's UTR is 12 to 22 letters and digits.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.`; or The request came from another site (a foreign or `null` Origin): `Requests from other sites are not accepted.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such statement: `Settlement statement not found.` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not payable: already paid (`This statement has already been paid. Its UTR is …`) or nothing due (`Nothing is due on this statement, so there is nothing to pay.`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is over 64 KB: `The request body is too large (at most 64 KB).` */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON: `Please send the body as JSON (Content-Type: application/json).` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only customers whose name, email or mobile contains this text (any case), or whose id starts with it (the list's 'ab12c...' may be pasted as it is). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "name": "Priya Sharma",
                     *         "email": "priya@example.in",
                     *         "mobile": "9876543210",
                     *         "address": "12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India"
                     *       },
                     *       {
                     *         "_id": "6740f1a2c3d4e5f6a7b8c9d1",
                     *         "name": "Ravi Kumar",
                     *         "email": "ravi@example.in",
                     *         "mobile": "9123456780",
                     *         "address": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Customer"][];
                };
            };
            /** @description Invalid paging or search (e.g. `q` over 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "limit: must be a whole number from 1 to 200."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsersSlash: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only customers whose name, email or mobile contains this text (any case), or whose id starts with it (the list's 'ab12c...' may be pasted as it is). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "name": "Priya Sharma",
                     *         "email": "priya@example.in",
                     *         "mobile": "9876543210",
                     *         "address": "12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India"
                     *       },
                     *       {
                     *         "_id": "6740f1a2c3d4e5f6a7b8c9d1",
                     *         "name": "Ravi Kumar",
                     *         "email": "ravi@example.in",
                     *         "mobile": "9123456780",
                     *         "address": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Customer"][];
                };
            };
            /** @description Invalid paging or search (e.g. `q` over 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "limit: must be a whole number from 1 to 200."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Rows per page (1 to 200). */
                limit?: number;
                /** @description 1-based page number. */
                page?: number;
                /** @description Only customers whose name, email or mobile contains this text (any case), or whose id starts with it (the list's 'ab12c...' may be pasted as it is). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *         "name": "Priya Sharma",
                     *         "email": "priya@example.in",
                     *         "mobile": "9876543210",
                     *         "address": "12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India"
                     *       },
                     *       {
                     *         "_id": "6740f1a2c3d4e5f6a7b8c9d1",
                     *         "name": "Ravi Kumar",
                     *         "email": "ravi@example.in",
                     *         "mobile": "9123456780",
                     *         "address": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Customer"][];
                };
            };
            /** @description Invalid paging or search (e.g. `q` over 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "limit: must be a whole number from 1 to 200."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The customer's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "_id": "6740f1a2c3d4e5f6a7b8c9d0",
                     *       "name": "Priya Sharma",
                     *       "email": "priya@example.in",
                     *       "mobile": "9876543210",
                     *       "address": "12 MG Road, 2nd floor, Indiranagar, Near Metro, Bengaluru, Karnataka 560038, India"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid input: the message names the field and the rule it breaks (text with NUL or other control characters, or broken Unicode, is refused too). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No customer has this id: 'Customer not found.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Customer not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description Only what this account (admin or store) did: its user id */
                actor?: string;
                /** @description Only what accounts whose email contains this text (ignoring case) did */
                email?: string;
                /** @description Only changes to this kind of thing: commission, city, job, vendor, product, order, ... */
                kind?: string;
                /** @description From this day on, India time (YYYY-MM-DD) */
                from?: string;
                /** @description Up to and including this day, India time */
                to?: string;
                /** @description Entries per page (1 to 200, default 50) */
                limit?: number;
                /** @description 1-based page number */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the trail */
            200: {
                headers: {
                    /** @description Rows in the whole list, across pages. */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            /** @description Invalid filter or paging */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "from: must be a date as YYYY-MM-DD."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReconciliation: {
        parameters: {
            query: {
                /** @description The period's first day (India date), included */
                from: string;
                /** @description The period's last day (India date), included; not before `from` */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's figures and their difference */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            /** @description A date that is not YYYY-MM-DD or not a real day, or `from must be on or before to.` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: `Please log in to continue.` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Please log in to continue."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in with another role: `Only an administrator can do this.` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Only an administrator can do this."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable: `The service is temporarily unavailable. Please try again in a moment.` */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
