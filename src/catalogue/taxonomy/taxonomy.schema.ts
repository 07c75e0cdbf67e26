import { z } from "@hono/zod-openapi";

const named = (what: string, example: string) =>
  z.object({
    _id: z.string().openapi({ description: `${what} id (opaque)`, example: "6740f1a2c3d4e5f6a7b8c9d0" }),
    name: z.string().openapi({ description: `${what} name, unique ignoring case`, example }),
  });

export const NamedSchema = named("Entry", "Name");
export const UnitSchema = named("Unit", "kg").openapi("Unit", {
  description: "A unit a product is sold by.",
});
export const AttributeSchema = named("Attribute", "Bluetooth").openapi("Attribute", {
  description: "A product attribute offered by the product form.",
});
