import { dashboardBodySchema } from "../../shared/schemas/dashboard";
import { z } from "../../shared/zod";
import { AGG_FNS, aggFnNeedsField, SERIES_DATA_SOURCES, SERIES_TYPES } from "../../shared/schemas/series-query";

const oneOf = (value: string, values: readonly string[]) => values.includes(value);

/**
 * A dashboard's create or PUT body as this service takes it: the shared rules (dashboardBodySchema,
 * which the console checks before sending too), and what gaps.md fixes for this service on top:
 * a series' type, dataSource and aggFn among its values, and a `field` for an aggregation over values
 * (gaps.md "Chart data"). The shared schema stays open to values it does not know,
 * so that the console can save back a dashboard of the real service holding a series kind of the
 * reference's (search, markdown) that this service does not have.
 */
export const serviceDashboardBodySchema = dashboardBodySchema.check(z.superRefine((body, ctx) => {
  body.tiles.forEach((tile, tileIndex) => {
    tile.series.forEach((series, seriesIndex) => {
      const at = ["tiles", tileIndex, "series", seriesIndex];
      const refuse = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [...at, field], message });
      if (!oneOf(series.type, SERIES_TYPES)) refuse("type", `type must be one of ${SERIES_TYPES.join(", ")}`);
      if (!oneOf(series.dataSource, SERIES_DATA_SOURCES)) refuse("dataSource", `dataSource must be one of ${SERIES_DATA_SOURCES.join(", ")}`);
      if (!oneOf(series.aggFn, AGG_FNS)) refuse("aggFn", `aggFn must be one of ${AGG_FNS.join(", ")}`);
      else if (aggFnNeedsField(series.aggFn) && !series.field?.trim()) refuse("field", `field is required for aggFn ${series.aggFn}`);
    });
  });
}));
