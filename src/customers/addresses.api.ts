// PLACEHOLDER: to be written (issue 3).
import { createApi } from "../core/http.ts";

export const addressesApi = createApi();
