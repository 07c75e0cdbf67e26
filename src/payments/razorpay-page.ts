/**
 * The Content-Security-Policy of a page that opens Razorpay's checkout (the cart's checkout, My Orders'
 * Retry payment): its script comes from checkout.razorpay.com, its window opens in a frame from
 * api.razorpay.com and it reports to lumberjack.razorpay.com; the rest is the app's default policy
 * (src/app.ts).
 */
export const RAZORPAY_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' https://checkout.razorpay.com",
  "frame-src https://api.razorpay.com https://checkout.razorpay.com",
  "connect-src 'self' https://lumberjack.razorpay.com",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");
