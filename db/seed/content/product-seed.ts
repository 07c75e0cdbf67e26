import type { ProductKind } from "../images.ts";
import type { VendorKey } from "./vendors.ts";

/** One demo product as written by hand. Prices are MRP in rupees; the seeder converts to paise. */
export interface ProductSeed {
  name: string;
  category: string;
  subcategory: string;
  vendor: VendorKey;
  /** Which illustration its photos use. */
  kind: ProductKind;
  price: number;
  discount: number;
  stock: number;
  /** Max purchase limit per order, never above stock. */
  limit: number;
  unit: string;
  colour: string;
  attributes: string[];
  tags: string[];
  description: string;
  /** Grocery label "Brand|Line|Size", or a refurbished grade. */
  label?: string;
  /** Repair turnaround printed on the job card. */
  note?: string;
}
