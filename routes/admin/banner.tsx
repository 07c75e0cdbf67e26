/**
 * /panel/banner: the banner form (image with preview, Title, Banner Type, Zone) and the
 * banners in carousel order with their images and Delete. The home page shows a change on its next request.
 */
import type { PageContext, PageData, PageProps } from "../../src/ui/pages.ts";
import { requestedPage } from "../../src/ui/Pagination.tsx";
import { listBannerPage } from "../../src/catalogue/banners/banners.queries.ts";
import { PHOTO_PREVIEW_CSP } from "../../src/catalogue/store-products/product-writes.rules.ts";
import { BANNER_DELETE_FAILED } from "../../src/catalogue/catalogue-admin.rules.ts";
import { mediaVariantUrl } from "../../src/uploads/media-urls.ts";
import { type Column, ListPage, PanelSection } from "../../src/ui/panel/mod.ts";
import BannerForm from "../../islands/BannerForm.tsx";
import DeleteButton from "../../islands/DeleteButton.tsx";

export const BANNERS_PER_PAGE = 20;

interface Row {
  id: string;
  title: string;
  banner_type: string;
  zone: string;
  image_id: string;
}

interface Data {
  rows: Row[];
  total: number;
  page: number;
}

export async function handler({ db, url }: PageContext): Promise<PageData<Data>> {
  const page = requestedPage(url);
  const { rows, total } = await listBannerPage(db, { limit: BANNERS_PER_PAGE, page });
  return {
    data: { rows, total, page },
    head: { title: "Banners" },
    headers: { "content-security-policy": PHOTO_PREVIEW_CSP },
  };
}

const columns: Column<Row>[] = [
  {
    key: "image",
    label: "Image",
    render: (b) => (
      <img
        className="banner-thumb"
        src={mediaVariantUrl(b.image_id, 320)}
        alt=""
        width={160}
        height={60}
        loading="lazy"
      />
    ),
  },
  { key: "title", label: "Title", render: (b) => b.title },
  { key: "type", label: "Banner Type", render: (b) => b.banner_type },
  { key: "zone", label: "Zone", render: (b) => b.zone },
  {
    key: "action",
    label: "Action",
    render: (b) => (
      <DeleteButton
        path={`/api/banners/${encodeURIComponent(b.id)}`}
        confirmText={`Delete the banner "${b.title}"? It leaves the home page.`}
        label={`Delete ${b.title}`}
        failText={BANNER_DELETE_FAILED}
      />
    ),
  },
];

export default function Banners({ data, url }: PageProps<Data>) {
  return (
    <ListPage
      url={url}
      title="Banners"
      description="The slides of the home page carousel, in display order."
      before={
        <PanelSection id="banner-add" title="Add Banner">
          <BannerForm />
        </PanelSection>
      }
      table={{
        id: "banners",
        caption: "Banners in carousel order",
        columns,
        rows: data.rows,
        rowKey: (b) => b.id,
        empty: "No banners available",
      }}
      paging={{ page: data.page, total: data.total, perPage: BANNERS_PER_PAGE }}
    />
  );
}
