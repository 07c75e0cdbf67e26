/** /panel/attribute: name with Reset and Submit; list with ID, Name, delete. */
import type { PageProps } from "../../src/ui/pages.ts";
import {
  type NamedListData,
  namedListHandler,
  NamedListPage,
} from "../../src/ui/catalogue/NamedListPage.tsx";

export const handler = namedListHandler("attribute");

export default function Attributes(props: PageProps<NamedListData>) {
  return <NamedListPage kind="attribute" {...props} />;
}
