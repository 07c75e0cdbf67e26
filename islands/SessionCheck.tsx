import { useEffect } from "react";
import { island } from "../src/ui/island.tsx";
import { cartCount, wishlistIds } from "./_state.ts";
import { forgetUser, setStored } from "./_storage.ts";
import { api, ApiError } from "./_api.ts";

interface AuthStatus {
  isAuthenticated: boolean;
  user: { id: string; name: string } | null;
}

/**
 * The app-start session check, rendered only on pages served to a signed-in user: asks
 * the server once per page load whether the session still stands. A definite "no" (401: logged out in
 * another tab, account deleted, session expired) forgets the stored user, cart and wishlist and empties
 * the header's count; a network failure proves nothing, so it changes nothing. Renders nothing itself.
 */
function SessionCheck() {
  useEffect(() => {
    const controller = new AbortController();
    api.get<AuthStatus>("/api/users/check-auth", { signal: controller.signal }).then((status) => {
      if (status.isAuthenticated && status.user) {
        setStored("user", { id: status.user.id, name: status.user.name });
      }
    }).catch((error) => {
      if (!(error instanceof ApiError) || error.status !== 401) return;
      forgetUser();
      cartCount.value = 0;
      wishlistIds.value = new Set();
    });
    return () => controller.abort();
  }, []);
  return null;
}

export default island("SessionCheck", SessionCheck);
