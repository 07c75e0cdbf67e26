/** /panel/unit: name with Reset and Submit; table ID, Name, Action (delete). */
import type { PageProps } from "../../src/ui/pages.ts";
import {
  type NamedListData,
  namedListHandler,
  NamedListPage,
} from "../../src/ui/catalogue/NamedListPage.tsx";

export const handler = namedListHandler("unit");

export default function Units(props: PageProps<NamedListData>) {
  return <NamedListPage kind="unit" {...props} />;
}
