/**
 * A field of one series that the series query refused, as its 400 names it (`series[0].groupBy[1]: …`).
 * Read from the answer by the query layer (`seriesFieldProblem`); a pure type here so form models can
 * name it without importing the query layer.
 */
export interface SeriesFieldProblem {
  /** The series' index in the request, which is the tile's own order. */
  series: number;
  field: "groupBy" | "where" | "field";
  /** The server's reason, as a sentence: `Events have no field "host"; fields: …`. */
  message: string;
}
