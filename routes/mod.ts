/** Every page of the app with its path (Fresh derives these from file names; we list them explicitly). */
import type { PageRoute } from "../src/ui/pages.ts";
import * as home from "./index.tsx";

export const pages: PageRoute[] = [
  { path: "/", module: home },
];
