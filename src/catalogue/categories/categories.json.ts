/** A category as the API answers it: _id, name, description, image, subcategories. */
import type { z } from "@hono/zod-openapi";
import type { CategorySchema } from "./categories.schema.ts";
import type { CategoryView } from "./categories.queries.ts";
import { mediaUrl } from "../media/media.queries.ts";

export const toCategoryJson = (c: CategoryView): z.infer<typeof CategorySchema> => ({
  _id: c.id,
  name: c.name,
  description: c.description,
  image: c.image_id ? mediaUrl(c.image_id) : null,
  subcategories: c.subcategories.map((s) => ({ _id: s.id, name: s.name, description: s.description })),
});
