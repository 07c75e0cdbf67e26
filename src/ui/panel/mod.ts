/** The panel kit: everything a vendor or admin page is built from (see each module). */
export {
  isCurrent,
  MAIN_ID,
  type NavGroup,
  type NavItem,
  PanelShell,
  type PanelShellProps,
} from "./PanelShell.tsx";
export { ADMIN_NAV, AdminLayout } from "./AdminLayout.tsx";
export { STORE_INACTIVE_NOTICE, STORE_PENDING_NOTICE, VENDOR_NAV, VendorLayout } from "./VendorLayout.tsx";
export { type NoticeTone, PanelNotice, PanelPage, type PanelPageProps, PanelSection } from "./PanelPage.tsx";
export { type Column, DataTable, type DataTableProps, EmailText } from "./DataTable.tsx";
export {
  type FilterDate,
  type FilterField,
  type FilterSearch,
  type FilterSelect,
  ListFilters,
  type ListFiltersProps,
  PanelPagination,
} from "./ListFilters.tsx";
export { ListPage, type ListPageProps } from "./ListPage.tsx";
export { StatTile } from "./StatTile.tsx";
export { StatusBadge } from "./StatusBadge.tsx";
export { PanelIcon, type PanelIconName } from "./icons.tsx";
export { indiaDate, indiaDateTime, indiaDay, percentText } from "./format.ts";
export { storeIdOf } from "./store.ts";
