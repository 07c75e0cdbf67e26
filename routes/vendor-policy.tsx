import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";

// PLACEHOLDER page: to be written.
export function handler(_ctx: PageContext): PageData<null> {
  return { data: null, head: { title: "Vendor Policy" } };
}

export default function Page(_props: PageProps<null>) {
  return (
    <Layout>
      <h1>Vendor Policy</h1>
    </Layout>
  );
}
