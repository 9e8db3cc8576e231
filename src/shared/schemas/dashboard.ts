import { z } from "../zod";
import { openEnum } from "./open-enum";
import { AGG_FNS, MAX_FIELD_NAME_LENGTH, MAX_GROUP_BY, MAX_WHERE_LENGTH, SERIES_TYPES } from "./series-query";
import { textField } from "./text-rules";

export { AGG_FNS, SERIES_TYPES };

export const GRID_COLUMNS = 24;
export const MAX_TILES = 500;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 32;
/** gaps.md: a dashboard's `name` is required, at most 1024 characters. */
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
  field: z.optional(z.string()),
  where: z._default(z.string(), ""),
  groupBy: z.optional(z.array(z.string())),
});
export type Series = z.infer<typeof seriesSchema>;

/** A series in a PUT or create body: the same shape, with every part required to say something. */
const seriesWord = (field: string) => textField(field, { min: 1, max: MAX_SERIES_WORD_LENGTH });

export const seriesInputSchema = z.looseObject({
  type: seriesWord("series type"),
  dataSource: seriesWord("series dataSource"),
  aggFn: seriesWord("series aggFn"),
  field: z.optional(textField("series field", { max: MAX_FIELD_NAME_LENGTH })),
  where: z._default(textField("series where", { max: MAX_WHERE_LENGTH, multiLine: true }), ""),
  groupBy: z.optional(
    z.array(textField("each groupBy field", { max: MAX_FIELD_NAME_LENGTH })).check(
      z.maxLength(MAX_GROUP_BY, `groupBy must name at most ${MAX_GROUP_BY} fields`),
    ),
  ),
});
export type SeriesInput = z.input<typeof seriesInputSchema>;

export const tileSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  asRatio: z._default(z.boolean(), false),
  series: z._default(z.array(seriesSchema), []),
});
export type Tile = z.infer<typeof tileSchema>;

export const dashboardSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  tiles: z._default(z.array(tileSchema), []),
  tags: z._default(z.array(z.string()), []),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const wholeNumber = (field: string) => z.number({ error: `${field} must be a number` }).check(z.int(`${field} must be a whole number`));

/** A tile in a PUT or create body: `id` optional (new tiles get one), grid rules of gaps.md. */
export const tileInputSchema = z.looseObject({
  id: z.optional(z.string().check(z.minLength(1))),
  name: textField("tile name", { max: MAX_TILE_NAME_LENGTH }),
  x: wholeNumber("x").check(z.minimum(0, "x must be at least 0"), z.maximum(GRID_COLUMNS - 1, `x must be at most ${GRID_COLUMNS - 1}`)),
  y: wholeNumber("y").check(z.minimum(0, "y must be at least 0")),
  w: wholeNumber("w").check(z.minimum(1, "w must be at least 1"), z.maximum(GRID_COLUMNS, `w must be at most ${GRID_COLUMNS}`)),
  h: wholeNumber("h").check(z.minimum(1, "h must be at least 1")),
  asRatio: z._default(z.boolean(), false),
  series: z._default(z.array(seriesInputSchema).check(z.maxLength(MAX_TILE_SERIES, `series must be at most ${MAX_TILE_SERIES}`)), []),
}).check(z.superRefine((tile, ctx) => {
  // Also when another field of the tile is wrong (`when` below), so a file's problems are all named at once.
  if (typeof tile.x === "number" && typeof tile.w === "number" && tile.x + tile.w > GRID_COLUMNS) {
    ctx.addIssue({ code: "custom", path: ["w"], message: `x + w must be at most ${GRID_COLUMNS}` });
  }
  const length = JSON.stringify(tile).length;
  if (length > MAX_TILE_JSON_LENGTH) {
    ctx.addIssue({ code: "custom", message: `a tile must be at most ${MAX_TILE_JSON_LENGTH} characters as JSON (this one is ${length})` });
  }
}, { when: (payload) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value) }));
export type TileInput = z.input<typeof tileInputSchema>;

/** A dashboard's name, the one rule for the emulator and every console form that names one (create, rename, import). */
export const dashboardNameSchema = textField("name", { trim: true, min: 1, max: MAX_DASHBOARD_NAME_LENGTH });

export const dashboardBodySchema = z.object({
  name: dashboardNameSchema,
  tiles: z._default(z.array(tileInputSchema).check(z.maxLength(MAX_TILES, `tiles must be at most ${MAX_TILES}`)), []),
  tags: z._default(z.array(textField("each tag", { max: MAX_TAG_LENGTH })).check(z.maxLength(MAX_TAGS, `tags must be at most ${MAX_TAGS}`)), []),
}).check(z.superRefine((body, ctx) => {
  const seen = new Set<string>();
  body.tiles.forEach((tile, index) => {
    if (tile.id === undefined) return;
    if (seen.has(tile.id)) {
      ctx.addIssue({ code: "custom", path: ["tiles", index, "id"], message: `tile id ${tile.id} is used twice` });
    }
    seen.add(tile.id);
  });
}));
export type DashboardBody = z.input<typeof dashboardBodySchema>;
