import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import { useSearchWriter } from "@/lib/use-search-writer";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { EmptyState } from "@/ui/empty-state";
import { focusWhenSettled, neighbourOf } from "@/ui/focus-when-settled";
import { ErrorPanel, InlineError } from "@/ui/error-panel";
import { PageHeader } from "@/ui/page-header";
import { SkeletonText, TableSkeleton } from "@/ui/skeleton";
import { UnreadableNotice } from "@/ui/unreadable-items";
import { useResendOffer } from "@/ui/use-resend-offer";
import { useCreateDashboard, useDeleteDashboard } from "../api/dashboard-mutations";
import { alertQueries, dashboardQueries } from "../../api/dashboard-queries";
import { duplicateBody } from "../model/dashboard-copies";
import { DashboardCreateDialog } from "./dashboard-create-dialog";
import { DashboardImportButton } from "./dashboard-import-button";
import { dashboardLinkId, DashboardsTable } from "./dashboards-table";
import type { DashboardImportResult } from "../model/dashboard-import-model";
import { filterDashboards, filterFromSearch, searchWithFilter, tagsInUse, type DashboardFilter } from "../model/dashboard-list-filter";
import "./dashboards-list.css";
import { PAGE_HEADINGS } from "@/shared/page-headings";

/** What the last action left to say; one at a time, the newest wins. */
type Notice =
  | { kind: "created"; verb: string; dashboard: Dashboard }
  | { kind: "deleted"; name: string }
  | { kind: "invalid-file"; fileName: string; errors: string[] }
  | { kind: "failed"; title: string; error: unknown };

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const NO_DASHBOARDS: Dashboard[] = [];

/**
 * Every dashboard of the service, filtered by name and tag (in the URL), with create, duplicate,
 * delete, export and import. The header and its actions show at once, the list as it arrives.
 */
export function DashboardsList({ serviceRef }: { serviceRef: ServiceRef }) {
  const query = useQuery(dashboardQueries.list(serviceRef));
  const dashboards = query.data?.items ?? NO_DASHBOARDS;
  const unreadable = query.data?.unreadable ?? [];
  const [searchParams, writeSearch] = useSearchWriter();
  const filter = filterFromSearch(searchParams);
  const shown = filterDashboards(dashboards, filter);
  const tags = tagsInUse(dashboards);
  const filtered = filter.query !== "" || filter.tag !== "";

  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The dashboard asked about stays after the question closes, so the dialog can close in place and
  // the browser hands focus back to the Delete button that opened it (unmounting it would drop focus).
  const [pendingDelete, setPendingDelete] = useState<Dashboard | null>(null);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);
  const newDashboardRef = useRef<HTMLButtonElement>(null);
  /** The action of the empty state shown, whichever it is ("New dashboard", or "Clear filters" when none matches). */
  const emptyActionRef = useRef<HTMLButtonElement>(null);
  // Both "Clear filters" buttons go with the filters they clear: the focus goes to the name field.
  const clearFilters = () => {
    setFilter({ query: "", tag: "" });
    focusWhenSettled(() => document.getElementById("dashboards-filter-name"));
  };
  const duplicate = useCreateDashboard(serviceRef);
  const importer = useCreateDashboard(serviceRef);
  const remove = useDeleteDashboard(serviceRef);
  const offerResend = useResendOffer();
  // Only asked for while a delete is being confirmed, to say how many alerts go with it.
  const alerts = useQuery({ ...alertQueries.list(serviceRef), enabled: deleteAsked });

  const base = serviceRoutePath(serviceRef);
  const editorPath = (dashboard: Dashboard) => `${base}/dashboards/${encodeURIComponent(dashboard.id)}`;

  function setFilter(next: Partial<DashboardFilter>) {
    // Typing replaces the history entry: Back leaves the page instead of stepping through letters.
    writeSearch((latest) => searchWithFilter(latest, next), { replace: true });
  }

  function onDuplicate(dashboard: Dashboard) {
    setNotice(null);
    setDuplicatingId(dashboard.id);
    duplicate.mutate(
      { body: duplicateBody(dashboard) },
      {
        onSettled: () => setDuplicatingId(null),
        onSuccess: (copy) => setNotice({ kind: "created", verb: "Duplicated as", dashboard: copy }),
        onError: (error) => {
          setNotice({ kind: "failed", title: `“${dashboard.name}” was not duplicated`, error });
          offerResend(error, `Duplicate “${dashboard.name}”`, () => onDuplicate(dashboard));
        },
      },
    );
  }

  function onImportChecked(fileName: string, result: DashboardImportResult) {
    if (!result.ok) {
      setNotice({ kind: "invalid-file", fileName, errors: result.errors });
      return;
    }
    setNotice(null);
    importer.mutate(
      { body: result.body },
      {
        onSuccess: (dashboard) => setNotice({ kind: "created", verb: "Imported", dashboard }),
        onError: (error) => {
          setNotice({ kind: "failed", title: `“${fileName}” was not imported`, error });
          offerResend(error, `Import “${fileName}”`, () => onImportChecked(fileName, result));
        },
      },
    );
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const { id, name } = pendingDelete;
    // The row and its Delete button go: the focus moves on to the next dashboard, else the previous
    // one, else what the page offers once none is shown (its empty state's action).
    const neighbour = neighbourOf(id, shown.map((dashboard) => dashboard.id));
    remove.mutate(
      { dashboardId: id },
      {
        onSuccess: () => {
          setDeleteAsked(false);
          setNotice({ kind: "deleted", name });
          focusWhenSettled(() => {
            if (neighbour !== undefined) return document.getElementById(dashboardLinkId(neighbour));
            // Rows the console could not read stay in the table, and no empty state comes.
            return unreadable.length === 0 ? emptyActionRef.current : newDashboardRef.current;
          });
        },
        onError: (error) => offerResend(error, `Delete “${name}”`, confirmDelete, "danger"),
      },
    );
  }

  const alertsOfPending = pendingDelete && alerts.data?.filter((alert) => alert.dashboardId === pendingDelete.id).length;
  // Until the alerts are read (or if they cannot be), say that some may go too rather than imply none do.
  const whatGoes = (dashboard: Dashboard) => {
    const tiles = plural(dashboard.tiles.length, "tile");
    if (alertsOfPending === undefined || alertsOfPending === null) return `The dashboard, its ${tiles} and any alerts on them`;
    return alertsOfPending > 0 ? `The dashboard, its ${tiles} and ${plural(alertsOfPending, "alert")}` : `The dashboard and its ${tiles}`;
  };

  return (
    <>
      <PageHeader
        {...PAGE_HEADINGS.dashboards}
        actions={
          <>
            <DashboardImportButton disabled={importer.isPending} onChecked={onImportChecked} />
            <button ref={newDashboardRef} type="button" className="button button--primary" onClick={() => setCreating(true)}>
              New dashboard
            </button>
          </>
        }
      />
      <DashboardCreateDialog serviceRef={serviceRef} open={creating} onClose={() => setCreating(false)} />

      <div className="dashboards-notice" role="status">
        {notice?.kind === "created" && (
          <p className="success-note">
            {notice.verb} “{notice.dashboard.name}” ({plural(notice.dashboard.tiles.length, "tile")}).{" "}
            <Link to={editorPath(notice.dashboard)}>Open it</Link>
          </p>
        )}
        {notice?.kind === "deleted" && <p className="success-note">Deleted “{notice.name}”.</p>}
      </div>
      {notice?.kind === "invalid-file" && (
        <div className="error-panel dashboards-import-problems" role="alert">
          <p className="error-panel__title">“{notice.fileName}” cannot be imported</p>
          <ul>
            {notice.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <p className="muted">Fix the file and import it again. Nothing was created.</p>
        </div>
      )}
      {notice?.kind === "failed" && <ErrorPanel title={notice.title} error={notice.error} />}

      {!query.data ? (
        query.isError ? (
          <ErrorPanel error={query.error} title="The dashboards could not be loaded" onRetry={() => void query.refetch()} />
        ) : (
          <>
            <div className="dashboards-filter" aria-hidden="true">
              <SkeletonText width={28} />
              <SkeletonText width={16} />
            </div>
            <TableSkeleton label="Loading dashboards" columns={4} rows={4} />
          </>
        )
      ) : dashboards.length === 0 && unreadable.length === 0 ? (
        <EmptyState
          title="No dashboards yet"
          action={<button ref={emptyActionRef} type="button" className="button button--primary" onClick={() => setCreating(true)}>New dashboard</button>}
        >
          Create a dashboard, or import one from a JSON file.
        </EmptyState>
      ) : (
        <>
          <div role="search" className="dashboards-filter" aria-label="Filter dashboards">
            <div className="field">
              <label className="field__label" htmlFor="dashboards-filter-name">Name</label>
              <input
                id="dashboards-filter-name"
                className="input"
                type="search"
                placeholder="Filter by name"
                value={filter.query}
                onChange={(event) => setFilter({ query: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="dashboards-filter-tag">Tag</label>
              <select id="dashboards-filter-tag" className="select" value={filter.tag} onChange={(event) => setFilter({ tag: event.target.value })}>
                <option value="">All tags</option>
                {/* A tag from a shared URL that no dashboard has any more still shows as chosen. */}
                {filter.tag !== "" && !tags.includes(filter.tag) && <option value={filter.tag}>{filter.tag}</option>}
                {tags.map((tag) => (
                  <option key={tag} value={tag}>{tag}</option>
                ))}
              </select>
            </div>
            {/* With no match, the empty state below offers the same button. */}
            {filtered && shown.length > 0 && (
              <button type="button" className="button button--ghost" onClick={clearFilters}>
                Clear filters
              </button>
            )}
          </div>

          <UnreadableNotice unreadable={unreadable} total={dashboards.length + unreadable.length} noun="dashboards" />
          <p className="dashboards-summary muted" aria-live="polite">
            {filtered ? `${shown.length} of ${plural(dashboards.length, "dashboard")}` : plural(dashboards.length, "dashboard")}
          </p>

          {shown.length === 0 && unreadable.length === 0 ? (
            <EmptyState
              title="No dashboard matches"
              action={<button ref={emptyActionRef} type="button" className="button" onClick={clearFilters}>Clear filters</button>}
            >
              {filter.query && <>No name contains “{filter.query}”{filter.tag && <> with the tag “{filter.tag}”</>}.</>}
              {!filter.query && filter.tag && <>No dashboard has the tag “{filter.tag}”.</>}
            </EmptyState>
          ) : (
            <DashboardsTable
              dashboards={shown}
              unreadable={unreadable}
              tag={filter.tag}
              onTag={(tag) => setFilter({ tag })}
              editorPath={editorPath}
              duplicating={duplicate.isPending ? duplicatingId ?? "" : null}
              onDuplicate={onDuplicate}
              onDelete={(dashboard) => {
                remove.reset();
                setPendingDelete(dashboard);
                setDeleteAsked(true);
              }}
            />
          )}
        </>
      )}

      {pendingDelete && (
        <ConfirmDialog
          open={deleteAsked}
          title="Delete dashboard?"
          subject={pendingDelete.name}
          confirmLabel="Delete dashboard"
          tone="danger"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleteAsked(false)}
        >
          <p>
            {whatGoes(pendingDelete)} will be deleted. This cannot be undone.
          </p>
          {remove.isError && <InlineError error={remove.error} />}
        </ConfirmDialog>
      )}
    </>
  );
}
