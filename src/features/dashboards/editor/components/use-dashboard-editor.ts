import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "@/lib/api-error";
import { serviceRoutePath } from "@/lib/route-paths";
import type { ServiceRef } from "@/lib/service-ref";
import type { Dashboard } from "@/shared/schemas/dashboard";
import { useLeaveGuard } from "@/ui/unsaved-changes";
import { useResendOffer } from "@/ui/use-resend-offer";
import { changedSince, saveBodyProblems, useSaveDashboard } from "../api/dashboard-save";
import { dashboardQueries } from "../../api/dashboard-queries";
import { useCreateDashboard } from "../../list/api/dashboard-mutations";
import { browserStorage, createDraftStore, draftStorageKey, type StoredDraft } from "../model/draft-store";
import { hasUnsavedChanges, saveBody } from "../model/editor-draft";
import { editorReducer, initEditorState } from "../model/editor-reducer";

export type SaveResult = "saved" | "conflict" | "invalid" | "failed";

/**
 * The editor's state with its history, and the flow around it: unsaved edits kept in this browser
 * (and offered back), save with a conflict check, a warning before leaving with unsaved changes.
 */
export function useDashboardEditor(serviceRef: ServiceRef, dashboard: Dashboard, announce: (text: string) => void) {
  const dashboardId = dashboard.id;
  const [state, dispatch] = useReducer(editorReducer, dashboard, initEditorState);
  const { draft, baseline } = state;
  const dirty = useMemo(() => hasUnsavedChanges(draft, baseline), [draft, baseline]);

  const store = useMemo(
    () => createDraftStore(browserStorage(), draftStorageKey(serviceRef, dashboardId)),
    // The store depends on the ids only, not on the ref object's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [serviceRef.organizationId, serviceRef.serviceId, dashboardId],
  );
  const [restoreOffer, setRestoreOffer] = useState<StoredDraft | null>(() => {
    const kept = store.read();
    return kept && hasUnsavedChanges(kept.draft, dashboard) ? kept : null;
  });
  /** The version someone else saved, and the server's refusal when it was the PUT that met it. */
  const [conflict, setConflict] = useState<{ latest: Dashboard; refusal?: unknown } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** Saves refused before sending or failed: each one brings its notice into view (EditorNotices). */
  const [failedSaves, setFailedSaves] = useState(0);
  const noteFailedSave = () => setFailedSaves((count) => count + 1);

  const save = useSaveDashboard();
  const offerResend = useResendOffer();
  const latest = useQuery(dashboardQueries.detail(serviceRef, dashboardId)).data;
  const changedElsewhere = useMemo(() => latest !== undefined && changedSince(latest, baseline), [latest, baseline]);

  // Keep the user's unsaved work in this browser; forget it once saved or discarded. While an
  // offer to restore older edits is open, a clean editor must not wipe them.
  useEffect(() => {
    if (dirty) store.write(baseline, draft);
    else if (!restoreOffer) store.clear();
  }, [dirty, draft, baseline, restoreOffer, store]);

  const blocker = useLeaveGuard(dirty);

  // Saved as a new dashboard (this one was deleted elsewhere): its page opens once the editor,
  // now clean, no longer guards the way out.
  const create = useCreateDashboard(serviceRef);
  const navigate = useNavigate();
  const [savedAsNew, setSavedAsNew] = useState<Dashboard | null>(null);
  const { organizationId, serviceId } = serviceRef;
  const navigatedTo = useRef<string | null>(null);
  useEffect(() => {
    if (savedAsNew === null || dirty || navigatedTo.current === savedAsNew.id) return;
    // Once: the new dashboard's page takes over this one's place in the history, and says what happened there.
    navigatedTo.current = savedAsNew.id;
    const path = `${serviceRoutePath({ organizationId, serviceId })}/dashboards/${encodeURIComponent(savedAsNew.id)}`;
    void navigate(path, { replace: true, state: { announce: `Saved as a new dashboard, ${savedAsNew.name}.` } });
  }, [savedAsNew, dirty, navigate, organizationId, serviceId]);

  async function saveAsNew(): Promise<void> {
    const body = saveBody(draft);
    const found = saveBodyProblems(body);
    setProblems(found);
    if (found.length > 0) return noteFailedSave();
    const sent = draft;
    try {
      const created = await create.mutateAsync({ body });
      save.reset();
      store.clear();
      dispatch({ type: "saved", sent, dashboard: created });
      setSavedAsNew(created);
    } catch (error) {
      noteFailedSave();
      offerResend(error, "Save as a new dashboard", () => void saveAsNew());
    }
  }

  async function runSave(overwrite = false): Promise<SaveResult> {
    // A failed "save as new" is not this save's error.
    create.reset();
    const body = saveBody(draft);
    const found = saveBodyProblems(body);
    setProblems(found);
    if (found.length > 0) {
      noteFailedSave();
      return "invalid";
    }
    const sent = draft;
    try {
      const outcome = await save.mutateAsync({ serviceRef, dashboardId, body, baseline, overwrite });
      if (outcome.kind === "conflict") {
        setConflict({ latest: outcome.latest, refusal: outcome.refusal });
        return "conflict";
      }
      dispatch({ type: "saved", sent, dashboard: outcome.dashboard });
      setConflict(null);
      setRestoreOffer(null);
      store.clear();
      announce("Dashboard saved.");
      return "saved";
    } catch (error) {
      // The mutation keeps the error; it is shown under the toolbar (so no dialog may cover it). Every edit stays.
      setConflict(null);
      noteFailedSave();
      // An overwrite replaces someone else's version: offered again, it starts on Close, as its choice started on Keep editing.
      offerResend(error, overwrite ? "Overwrite the dashboard with your version" : "Save the dashboard", () => void runSave(overwrite), overwrite ? "danger" : undefined);
      return "failed";
    }
  }

  const leaving = blocker.state === "blocked";
  // Why a save failed speaks of unsaved edits: once none are left (discarded, undone), it is not told.
  // The leave dialog tells it itself meanwhile.
  const toldUnderToolbar = dirty && !leaving;

  return {
    state,
    dispatch,
    dirty,
    saving: save.isPending || create.isPending,
    saveError: toldUnderToolbar ? (create.error ?? save.error) : null,
    /** The dashboard is gone from the server (deleted elsewhere): the edits can be saved as a new one. */
    saveAsNew: isApiError(save.error) && save.error.status === 404 && toldUnderToolbar ? { run: () => void saveAsNew(), saving: create.isPending } : null,
    problems: dirty ? problems : [],
    failedSaves,
    /** Someone saved this dashboard since it was opened (and no conflict dialog says so already). */
    changedElsewhere: changedElsewhere && !conflict,
    save: () => void runSave(),
    discard: () => {
      dispatch({ type: "discard" });
      announce("Changes discarded. Undo brings them back.");
    },
    restoreOffer: restoreOffer && {
      kept: restoreOffer,
      restore: () => {
        dispatch({ type: "restore", draft: restoreOffer.draft, base: restoreOffer.base });
        setRestoreOffer(null);
        announce("Unsaved edits restored.");
      },
      dismiss: () => setRestoreOffer(null),
    },
    conflict: {
      latest: conflict?.latest ?? null,
      refusal: conflict?.refusal,
      keepEditing: () => setConflict(null),
      overwrite: () => void runSave(true),
      loadTheirs: () => {
        if (conflict) dispatch({ type: "load", dashboard: conflict.latest });
        setConflict(null);
        store.clear();
        announce("Loaded the latest version from the server.");
      },
    },
    leave: {
      asked: leaving,
      error: save.error,
      stay: () => blocker.reset?.(),
      discard: () => {
        store.clear();
        blocker.proceed?.();
      },
      saveAndLeave: async () => {
        const result = await runSave();
        if (result === "saved") blocker.proceed?.();
        else if (result !== "failed") blocker.reset?.();
      },
    },
  };
}
