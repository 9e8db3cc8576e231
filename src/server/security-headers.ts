import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { isServerPath } from "../shared/server-paths";
import type { AppEnv } from "./app-env";

const SELF = "'self'";
const NONE = "'none'";

/**
 * Hono's secure headers, set after the handler so every answer gets them, errors and proxied
 * answers included. Of Hono's defaults, the ones the console never sent stay off:
 * Strict-Transport-Security is for whoever terminates TLS to decide, and the rest
 * (CORP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) would change answers that tests pin down.
 */
const consoleSecureHeaders = secureHeaders({
  // Only the console's own origin may load or receive anything. `style-src 'unsafe-inline'` is
  // there because React writes inline style attributes for react-grid-layout's tile positions, and
  // the page's HTML holds the entry's CSS (inline-styles.ts) and its shell's style attributes.
  contentSecurityPolicy: {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    styleSrc: [SELF, "'unsafe-inline'"],
    imgSrc: [SELF, "data:"],
    connectSrc: [SELF],
    fontSrc: [SELF],
    frameAncestors: [NONE],
    baseUri: [SELF],
    formAction: [SELF],
    objectSrc: [NONE],
  },
  // Browser features the console never uses are off for it and anything it could embed. The
  // clipboard stays for the console's own origin: copy buttons write to it, and reading it back
  // (as the end-to-end tests do to check a copy) still needs the user's permission.
  permissionsPolicy: {
    accelerometer: [], autoplay: [], camera: [], displayCapture: [], encryptedMedia: [], fullscreen: [],
    geolocation: [], gyroscope: [], hid: [], idleDetection: [], magnetometer: [], microphone: [], midi: [],
    payment: [], pictureInPicture: [], publickeyCredentialsGet: [], screenWakeLock: [], serial: [], usb: [],
    xrSpatialTracking: [], clipboardRead: ["self"], clipboardWrite: ["self"],
  },
  // No other window keeps a handle on the console's (window.opener), nor it on theirs.
  crossOriginOpenerPolicy: "same-origin",
  referrerPolicy: "no-referrer",
  xContentTypeOptions: true,
  xFrameOptions: "DENY",
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The secure headers, and no-store on what the server answers itself: API answers carry tenant data and secrets. */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  consoleSecureHeaders(c, async () => {
    await next();
    if (isServerPath(c.req.path)) c.res.headers.set("Cache-Control", "no-store");
  });
