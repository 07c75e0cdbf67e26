import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";
import { listProducts, type ProductView } from "../src/catalogue/products.queries.ts";

interface Data {
  products: ProductView[];
  total: number;
}

export async function handler({ db }: PageContext): Promise<PageData<Data>> {
  const { rows, total } = await listProducts(db, {}, { limit: 24, page: 1 });
  return { data: { products: rows, total }, head: { title: "SwiftCart" } };
}

export default function Home({ data }: PageProps<Data>) {
  return (
    <Layout>
      <h1>All products</h1>
      <p>{data.total} products</p>
    </Layout>
  );
}
