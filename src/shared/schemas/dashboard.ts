import { z } from "zod";
import { openEnum } from "./open-enum";
import { AGG_FNS, MAX_FIELD_NAME_LENGTH, MAX_GROUP_BY, MAX_WHERE_LENGTH, SERIES_TYPES } from "./series-query";
import { textField } from "./text-rules";

export { AGG_FNS, SERIES_TYPES };

export const GRID_COLUMNS = 24;
export const MAX_TILES = 500;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 32;
export const MAX_DASHBOARD_NAME_LENGTH = 1024;
export const MAX_TILE_NAME_LENGTH = 1024;
export const MAX_TILE_SERIES = 10;
/** A series' type, dataSource and aggFn: words, not texts. */
export const MAX_SERIES_WORD_LENGTH = 64;
/** A whole tile as JSON, the values this console does not know included. */
export const MAX_TILE_JSON_LENGTH = 16 * 1024;
/** Dashboards one service may hold; a create beyond it is a 409. */
export const MAX_DASHBOARDS_PER_SERVICE = 500;

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
const seriesWord = (field: string) => textField(field, { min: 1, max: MAX_SERIES_WORD_LENGTH });

export const seriesInputSchema = z.looseObject({
  type: seriesWord("series type"),
  dataSource: seriesWord("series dataSource"),
  aggFn: seriesWord("series aggFn"),
  field: textField("series field", { max: MAX_FIELD_NAME_LENGTH }).optional(),
  where: textField("series where", { max: MAX_WHERE_LENGTH, multiLine: true }).default(""),
  groupBy: z
    .array(textField("each groupBy field", { max: MAX_FIELD_NAME_LENGTH }))
    .max(MAX_GROUP_BY, `groupBy must name at most ${MAX_GROUP_BY} fields`)
    .optional(),
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
    name: textField("tile name", { max: MAX_TILE_NAME_LENGTH }),
    x: wholeNumber("x").min(0, "x must be at least 0").max(GRID_COLUMNS - 1, `x must be at most ${GRID_COLUMNS - 1}`),
    y: wholeNumber("y").min(0, "y must be at least 0"),
    w: wholeNumber("w").min(1, "w must be at least 1").max(GRID_COLUMNS, `w must be at most ${GRID_COLUMNS}`),
    h: wholeNumber("h").min(1, "h must be at least 1"),
    asRatio: z.boolean().default(false),
    series: z.array(seriesInputSchema).max(MAX_TILE_SERIES, `series must be at most ${MAX_TILE_SERIES}`).default([]),
  })
  .superRefine((tile, ctx) => {
    if (tile.x + tile.w > GRID_COLUMNS) {
      ctx.addIssue({ code: "custom", path: ["w"], message: `x + w must be at most ${GRID_COLUMNS}` });
    }
    const length = JSON.stringify(tile).length;
    if (length > MAX_TILE_JSON_LENGTH) {
      ctx.addIssue({ code: "custom", message: `a tile must be at most ${MAX_TILE_JSON_LENGTH} characters as JSON (this one is ${length})` });
    }
  });
export type TileInput = z.input<typeof tileInputSchema>;

export const dashboardBodySchema = z
  .object({
    name: textField("name", { trim: true, min: 1, max: MAX_DASHBOARD_NAME_LENGTH }),
    tiles: z.array(tileInputSchema).max(MAX_TILES, `tiles must be at most ${MAX_TILES}`).default([]),
    tags: z
      .array(textField("each tag", { max: MAX_TAG_LENGTH }))
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
