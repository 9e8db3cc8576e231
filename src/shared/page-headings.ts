/**
 * The headings of the pages whose heading needs no data. The pages render them, and the server
 * writes them into the page's HTML (src/server/page-shell.ts), so a cold load shows them before the
 * console's code has arrived and run; one text for both, so the two cannot drift apart. The connect
 * page's is in connect-heading.ts, so that the first page's code does not carry all of these.
 */
export const PAGE_HEADINGS = {
  organizations: { title: "Choose an organization", description: "The organizations this API key can manage." },
  pipes: { title: "Pipes", description: "Ingestion pipes of this service: where each reads from, where it writes, and how it runs." },
  service: { title: "Service", description: "This service's details and settings. Each part saves on its own." },
  reverseEndpoints: { title: "Reverse private endpoints", description: "Private connections through which the service reaches your data sources." },
  dashboards: { title: "Dashboards", description: "Observability dashboards of this service." },
} as const;

/** The areas of a service, in its menu (src/app/routes/service-layout-route.tsx, and the server's shell of it). */
export const SERVICE_AREAS = [
  { to: "pipes", label: "Pipes" },
  { to: "service", label: "Service" },
  { to: "reverse-endpoints", label: "Reverse private endpoints" },
  { to: "dashboards", label: "Dashboards" },
] as const;
