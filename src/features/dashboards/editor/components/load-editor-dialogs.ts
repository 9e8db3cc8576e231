/**
 * The tile editor and the alert dialog (their forms, the where-clause parser, the preview), chunks of
 * their own: a dashboard that is only looked at never needs them. The editor loads them when the page
 * has settled (`prepareEditing`), or when first asked, whichever comes first.
 */
export const loadTileEditorDialog = () => import("./tile-editor-dialog");
export const loadAlertCreateDialog = () => import("../../alerts/components/alert-create-dialog");
