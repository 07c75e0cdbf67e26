import type { PageContext, PageData, PageProps } from "../src/ui/pages.ts";
import { Layout } from "../src/ui/Layout.tsx";

// PLACEHOLDER page: to be written (issue 3).
export function handler(_ctx: PageContext): PageData<null> {
  return { data: null, head: { title: "Create your account" } };
}

export default function Page(_props: PageProps<null>) {
  return (
    <Layout>
      <h1>Create your account</h1>
    </Layout>
  );
}
