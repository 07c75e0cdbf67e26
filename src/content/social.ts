/** The footer's /twitter and /linkedin links lead to the company's profiles. */
import { Hono } from "hono";
import type { AppEnv } from "../core/http.ts";

export const SOCIAL_PROFILES = {
  twitter: "https://x.com/swiftcart_in",
  linkedin: "https://www.linkedin.com/company/swiftcart-in",
} as const;

export const socialApp = new Hono<AppEnv>()
  .get("/twitter", (c) => c.redirect(SOCIAL_PROFILES.twitter, 302))
  .get("/linkedin", (c) => c.redirect(SOCIAL_PROFILES.linkedin, 302));
