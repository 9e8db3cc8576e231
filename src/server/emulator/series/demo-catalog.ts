import { EVENT_FIELD_VALUES } from "../../../shared/schemas/series-query";
import { ListDictionary } from "./columns";

/**
 * The values of the demo events (gaps.md "Chart data"): dictionaries shared by every generated
 * chunk, and the messages each kind of event writes, numbered once here.
 */

export const LEVELS = new ListDictionary(EVENT_FIELD_VALUES.level);
export const SERVICES = new ListDictionary(EVENT_FIELD_VALUES.service);
export const TYPES = new ListDictionary(EVENT_FIELD_VALUES.type);
export const KINDS = new ListDictionary(EVENT_FIELD_VALUES.kind);
export const METRIC_NAMES = new ListDictionary(EVENT_FIELD_VALUES.metric);
export const PAGES = new ListDictionary(["home", "product", "search", "cart", "checkout", "account"]);
export const PROVIDER_NAMES = ["stripe", "paypal", "adyen"] as const;
export const PROVIDERS = new ListDictionary(PROVIDER_NAMES);
export const USER_COUNT = 20_000;
export const USERS = new ListDictionary(Array.from({ length: USER_COUNT }, (_, index) => `user-${index + 1}`));
export const MESSAGES = new ListDictionary();

const code = (dictionary: ListDictionary, value: string) => dictionary.codeOf(value);
export const LEVEL = { info: code(LEVELS, "info"), warn: code(LEVELS, "warn"), error: code(LEVELS, "error") };
export const SERVICE = { api: code(SERVICES, "api"), web: code(SERVICES, "web"), worker: code(SERVICES, "worker"), checkout: code(SERVICES, "checkout") };
export const TYPE = {
  pageView: code(TYPES, "page_view"),
  sessionStart: code(TYPES, "session_start"),
  checkoutStart: code(TYPES, "checkout_start"),
  orderPlaced: code(TYPES, "order_placed"),
  paymentFailed: code(TYPES, "payment_failed"),
};
export const KIND = { request: code(KINDS, "request"), job: code(KINDS, "job") };

/** Status codes of requests and how often they come (the rest is 200, or 201 for a POST). */
export const STATUSES: readonly (readonly [status: number, share: number])[] = [
  [304, 0.03], [400, 0.02], [401, 0.01], [404, 0.04], [429, 0.005], [500, 0.012], [502, 0.003], [503, 0.01],
];
const ERROR_SUFFIX: Record<number, string> = { 500: " internal error", 502: " bad gateway", 503: " upstream timeout" };
const ALL_STATUSES = [200, 201, ...STATUSES.map(([status]) => status)];

export interface Route {
  /** Median duration in ms. */
  median: number;
  isPost: boolean;
  /** Message code by status code. */
  messages: ReadonlyMap<number, number>;
}

function route(line: string, median: number): Route {
  const messages = new Map(ALL_STATUSES.map((status) => [status, MESSAGES.add(`${line} ${status}${ERROR_SUFFIX[status] ?? ""}`)]));
  return { median, isPost: line.startsWith("POST"), messages };
}

/** The requests each service answers. */
export const ROUTES = {
  api: [
    route("GET /api/products", 35), route("GET /api/orders", 45), route("POST /api/orders", 80), route("GET /api/users/me", 20),
    route("POST /api/login", 60), route("GET /api/search", 150), route("POST /api/cart/items", 40),
  ],
  web: [route("GET /", 15), route("GET /products/:id", 25), route("GET /search", 30), route("GET /static/app.js", 5), route("GET /cart", 20)],
  checkout: [route("POST /checkout/session", 120), route("POST /checkout/pay", 300), route("GET /checkout/status", 40)],
} as const;

export interface Job {
  median: number;
  succeeded: number;
  retried: number;
  failed: number;
}
const job = (name: string, median: number): Job => ({
  median,
  succeeded: MESSAGES.add(`job ${name} succeeded`),
  retried: MESSAGES.add(`job ${name} retried: rate limited`),
  failed: MESSAGES.add(`job ${name} failed: timeout`),
});
export const JOBS = [job("send_email", 400), job("resize_image", 900), job("sync_inventory", 2500), job("generate_invoice", 700), job("refresh_search_index", 5000)];

/** Page codes with their share of page views, and each one's message. */
export const PAGE_VIEWS = (
  [["home", 0.28], ["product", 0.23], ["search", 0.12], ["cart", 0.25], ["checkout", 0.07], ["account", 0.05]] as const
).map(([page, share]) => ({ page: PAGES.codeOf(page), share, message: MESSAGES.add(`viewed the ${page} page`) }));

export const SESSION_STARTED = MESSAGES.add("session started");
export const CHECKOUT_STARTED = MESSAGES.add("checkout started");
export const PAYMENT_FAILURE_REASONS = ["card declined", "insufficient funds", "provider timeout", "3-D Secure not completed"];
export const PROVIDER_MESSAGES = PROVIDER_NAMES.map((provider) => ({
  provider: PROVIDERS.codeOf(provider),
  placed: MESSAGES.add(`order placed via ${provider}`),
  failed: PAYMENT_FAILURE_REASONS.map((reason) => MESSAGES.add(`payment failed via ${provider}: ${reason}`)),
}));
