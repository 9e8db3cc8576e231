import { Link } from "react-router";

/**
 * "<List> / <item>" above one item's page, as Grafana and the cloud consoles put it: the way back to
 * the list the item was opened from, named as the side menu names it.
 */
export function ListBreadcrumb({ label, listName, listHref, current }: { label: string; listName: string; listHref: string; current: string }) {
  return (
    <nav aria-label={label} className="breadcrumb list-breadcrumb">
      <Link to={listHref}>{listName}</Link>
      <span aria-hidden="true">/</span>
      <span aria-current="page">{current}</span>
    </nav>
  );
}
