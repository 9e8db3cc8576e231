/** The connect page's heading: the page renders it, and the server's shell of the page (page-headings.ts says why). */
export const CONNECT_HEADING = {
  title: "Connect to your service",
  description:
    "Enter an API key of your organization. The key id and secret are sent only to this console's server as an Authorization header.",
} as const;
