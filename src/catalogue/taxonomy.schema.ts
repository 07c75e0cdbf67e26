import { z } from "@hono/zod-openapi";

export const NamedSchema = z.object({ _id: z.string(), name: z.string() });
export const UnitSchema = NamedSchema.openapi("Unit");
export const AttributeSchema = NamedSchema.openapi("Attribute");
