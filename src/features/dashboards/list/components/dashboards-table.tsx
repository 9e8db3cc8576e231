import { Link } from "react-router";
import { downloadTextFile } from "@/lib/download-file";
import type { UnreadableItem } from "@/lib/item-list";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { UnreadableItemDetails } from "@/ui/unreadable-items";
import { exportFileName, exportJson } from "../model/dashboard-copies";

interface DashboardsTableProps {
  dashboards: readonly Dashboard[];
  /** Dashboards the console could not read: a row each, after the others, saying what is wrong. */
  unreadable: readonly UnreadableItem[];
  /** The tag the list is filtered by ("" for none): its buttons show pressed, and a click clears it. */
  tag: string;
  onTag: (tag: string) => void;
  editorPath: (dashboard: Dashboard) => string;
  /** While a duplicate runs: the id of the dashboard being copied; null otherwise. */
  duplicating: string | null;
  onDuplicate: (dashboard: Dashboard) => void;
  onDelete: (dashboard: Dashboard) => void;
}

/** The id of a dashboard's link in the table, for the focus to find it. */
export const dashboardLinkId = (dashboardId: string) => `dashboard-link-${dashboardId}`;

/** One row per dashboard: its name (to the editor), tags (to filter by), tiles, and duplicate, export and delete. */
export function DashboardsTable({ dashboards, unreadable, tag: tagFilter, onTag, editorPath, duplicating, onDuplicate, onDelete }: DashboardsTableProps) {
  return (
    <div className="table-wrap">
      <table className="table dashboards-table">
        <caption className="visually-hidden">Dashboards</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Tags</th>
            <th scope="col" className="dashboards-table__count">Tiles</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {dashboards.map((dashboard) => (
            <tr key={dashboard.id}>
              <th scope="row" className="dashboards-table__name">
                <Link id={dashboardLinkId(dashboard.id)} to={editorPath(dashboard)}>{dashboard.name}</Link>
              </th>
              <td className="dashboards-table__tags">
                {dashboard.tags.length === 0 ? (
                  <span className="muted">No tags</span>
                ) : (
                  <ul className="dashboards-tags" aria-label={`Tags of ${dashboard.name}`}>
                    {dashboard.tags.map((tag) => (
                      <li key={tag}>
                        <button
                          type="button"
                          className="tag dashboards-tags__button"
                          aria-pressed={tagFilter === tag}
                          title={`Show only dashboards tagged ${tag}`}
                          onClick={() => onTag(tagFilter === tag ? "" : tag)}
                        >
                          {tag}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="dashboards-table__count">
                {dashboard.tiles.length}
                <span className="dashboards-table__count-unit"> {dashboard.tiles.length === 1 ? "tile" : "tiles"}</span>
              </td>
              <td className="dashboards-table__actions">
                <div className="button-row">
                  {/* aria-disabled rather than disabled: a disabled button drops keyboard focus to the page. */}
                  <button
                    type="button"
                    className="button button--small dashboards-busy-button"
                    aria-disabled={duplicating !== null || undefined}
                    onClick={() => {
                      if (duplicating === null) onDuplicate(dashboard);
                    }}
                  >
                    {duplicating === dashboard.id ? "Duplicating…" : "Duplicate"}
                    <span className="visually-hidden"> {dashboard.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => downloadTextFile(exportFileName(dashboard), exportJson(dashboard))}
                  >
                    Export<span className="visually-hidden"> {dashboard.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--small button--ghost dashboards-table__delete"
                    onClick={() => onDelete(dashboard)}
                  >
                    Delete<span className="visually-hidden"> {dashboard.name}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
          {unreadable.map((item) => (
            <tr key={`unreadable-${item.index}`} className="unreadable-row">
              <td colSpan={4}>
                <UnreadableItemDetails item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
