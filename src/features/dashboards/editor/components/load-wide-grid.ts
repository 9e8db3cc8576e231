/**
 * The grid that drags and resizes tiles (react-grid-layout, with its drag and resize code and
 * stylesheets), its own chunk: a phone's stacked dashboard never loads it. A dashboard's route
 * starts loading it beside its data when the window is wide enough for it.
 */
export const loadWideGrid = () => import("./wide-grid");
