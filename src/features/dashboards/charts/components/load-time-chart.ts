/** The chart with uPlot, its own chunk: a dashboard's route starts loading it beside its data. */
export const loadTimeChart = () => import("./time-chart");
