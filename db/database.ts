/** Table types for Kysely: one interface per table, collected in `Database`. Money columns are paise. */
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MediaTable {
  id: string;
  content_type: string;
  bytes: Uint8Array;
  size: number;
  created_at: CreatedAt;
}

export interface VendorTable {
  id: string;
  store_name: string;
  email: string;
  city: Generated<string>;
  created_at: CreatedAt;
}

export interface CategoryTable {
  id: string;
  name: string;
  description: Generated<string>;
  image_id: string | null;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface SubcategoryTable {
  id: string;
  category_id: string;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
}

export interface NamedTable {
  id: string;
  name: string;
  created_at: CreatedAt;
}

export interface ProductTable {
  id: string;
  name: string;
  description: string;
  category_id: string;
  subcategory_id: string | null;
  unit: string;
  price_paise: number;
  discount_percent: Generated<number>;
  stock: number;
  max_purchase_limit: number;
  attributes: Generated<string[]>;
  tags: Generated<string[]>;
  location: Generated<string>;
  policy: Generated<string>;
  pin: string;
  colour: string;
  vendor_id: string;
  rating: Generated<number>;
  reviews: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProductPhotoTable {
  product_id: string;
  position: number;
  media_id: string;
}

export interface BannerTable {
  id: string;
  title: string;
  banner_type: string;
  zone: string;
  image_id: string;
  position: Generated<number>;
  created_at: CreatedAt;
}

export interface JobTable {
  id: string;
  title: string;
  description: string;
  created_at: CreatedAt;
}

export interface CommissionTable {
  id: string;
  category_id: string;
  subcategory_id: string | null;
  rate_bp: number;
  created_at: CreatedAt;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  mobile: string;
  password_hash: string;
  role: Generated<"customer" | "admin">;
  delivery_location: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  expires_at: Date | string;
  created_at: CreatedAt;
}

export interface LoginAttemptTable {
  key: string;
  failures: number;
  window_started_at: Date | string;
}

export interface AddressTable {
  id: string;
  user_id: string;
  street: string;
  floor: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone_number: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CartItemTable {
  user_id: string;
  product_id: string;
  quantity: number;
  added_at: CreatedAt;
}

export interface WishlistItemTable {
  user_id: string;
  product_id: string;
  added_at: CreatedAt;
}

export interface PostOfficeTable {
  pincode: number;
  name: string;
  district: string;
  state: string;
}

export interface Database {
  media: MediaTable;
  vendors: VendorTable;
  categories: CategoryTable;
  subcategories: SubcategoryTable;
  units: NamedTable;
  attributes: NamedTable;
  products: ProductTable;
  product_photos: ProductPhotoTable;
  banners: BannerTable;
  cities: NamedTable;
  jobs: JobTable;
  commissions: CommissionTable;
  users: UserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  addresses: AddressTable;
  cart_items: CartItemTable;
  wishlist_items: WishlistItemTable;
  post_offices: PostOfficeTable;
}

export type DB = Kysely<Database>;
export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
