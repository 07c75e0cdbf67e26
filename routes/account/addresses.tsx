/** /manage-address: the signed-in customer's delivery addresses. In the account group (src/ui/account/). */
import {
  type PageContext,
  type PageData,
  type PageProps,
  type PageRedirect,
  redirectTo,
} from "../../src/ui/pages.ts";
import { listAddresses } from "../../src/customers/addresses/addresses.queries.ts";
import AddressBook, { type SavedAddress } from "../../islands/AddressBook.tsx";

interface Data {
  userId: string;
  addresses: SavedAddress[];
}

/** The signed-in customer's addresses, loaded on the server; a visitor is sent to log in and brought back. */
export async function handler({ db, user }: PageContext): Promise<PageData<Data> | PageRedirect> {
  if (!user) return redirectTo("/login-customer?next=/manage-address");
  const rows = await listAddresses(db, user.id);
  return {
    data: {
      userId: user.id,
      addresses: rows.map(({ id, userId: _owner, ...fields }) => ({ _id: id, ...fields })),
    },
    head: { title: "Manage addresses", robots: "noindex" },
  };
}

export default function Page({ data }: PageProps<Data>) {
  return (
    <section className="account-main" aria-labelledby="addresses-title">
      <h1 id="addresses-title">Manage addresses</h1>
      <p className="muted">
        Save up to 10 delivery addresses and pick one at checkout or in 'Deliver to'.
      </p>
      <AddressBook userId={data.userId} initialAddresses={data.addresses} />
    </section>
  );
}
