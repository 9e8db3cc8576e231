import { z } from "zod";
import { openEnum } from "./open-enum";
import { AGG_FNS, SERIES_TYPES } from "./series-query";

export { AGG_FNS, SERIES_TYPES };

export const GRID_COLUMNS = 24;
export const MAX_TILES = 500;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 32;
export const MAX_DASHBOARD_NAME_LENGTH = 1024;

/** A tile's series as the server sends it: values this console does not know are kept, not refused. */
export const seriesSchema = z.looseObject({
  type: openEnum(SERIES_TYPES),
  dataSource: z.string(),
  aggFn: z.string(),
  /** The field an aggregation over values needs (gaps.md "Chart data"). */
  field: z.string().optional(),
  where: z.string().default(""),
  groupBy: z.array(z.string()).optional(),
});
export type Series = z.infer<typeof seriesSchema>;

/** A series in a PUT or create body: the same shape, with every part required to say something. */
export const seriesInputSchema = z.looseObject({
  type: z.string().min(1, "series type is required"),
  dataSource: z.string().min(1, "series dataSource is required"),
  aggFn: z.string().min(1, "series aggFn is required"),
  field: z.string().optional(),
  where: z.string().default(""),
  groupBy: z.array(z.string()).optional(),
});
export type SeriesInput = z.input<typeof seriesInputSchema>;

export const tileSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  asRatio: z.boolean().default(false),
  series: z.array(seriesSchema).default([]),
});
export type Tile = z.infer<typeof tileSchema>;

export const dashboardSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  tiles: z.array(tileSchema).default([]),
  tags: z.array(z.string()).default([]),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const wholeNumber = (field: string) => z.number({ error: `${field} must be a number` }).int(`${field} must be a whole number`);

/** A tile in a PUT or create body: `id` optional (new tiles get one), grid rules of gaps.md. */
export const tileInputSchema = z
  .looseObject({
    id: z.string().min(1).optional(),
    name: z.string({ error: "tile name is required" }),
    x: wholeNumber("x").min(0, "x must be at least 0").max(GRID_COLUMNS - 1, `x must be at most ${GRID_COLUMNS - 1}`),
    y: wholeNumber("y").min(0, "y must be at least 0"),
    w: wholeNumber("w").min(1, "w must be at least 1").max(GRID_COLUMNS, `w must be at most ${GRID_COLUMNS}`),
    h: wholeNumber("h").min(1, "h must be at least 1"),
    asRatio: z.boolean().default(false),
    series: z.array(seriesInputSchema).default([]),
  })
  .superRefine((tile, ctx) => {
    if (tile.x + tile.w > GRID_COLUMNS) {
      ctx.addIssue({ code: "custom", path: ["w"], message: `x + w must be at most ${GRID_COLUMNS}` });
    }
  });
export type TileInput = z.input<typeof tileInputSchema>;

export const dashboardBodySchema = z
  .object({
    name: z
      .string({ error: "name is required" })
      .trim()
      .min(1, "name is required")
      .max(MAX_DASHBOARD_NAME_LENGTH, `name must be at most ${MAX_DASHBOARD_NAME_LENGTH} characters`),
    tiles: z.array(tileInputSchema).max(MAX_TILES, `tiles must be at most ${MAX_TILES}`).default([]),
    tags: z
      .array(z.string().max(MAX_TAG_LENGTH, `each tag must be at most ${MAX_TAG_LENGTH} characters`))
      .max(MAX_TAGS, `tags must be at most ${MAX_TAGS}`)
      .default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.tiles.forEach((tile, index) => {
      if (tile.id === undefined) return;
      if (seen.has(tile.id)) {
        ctx.addIssue({ code: "custom", path: ["tiles", index, "id"], message: `tile id ${tile.id} is used twice` });
      }
      seen.add(tile.id);
    });
  });
export type DashboardBody = z.input<typeof dashboardBodySchema>;
