import { PageHeader } from "@/ui/page-header";

/** Observability dashboards of this service. */
export function Component() {
  return (
    <>
      <title>Dashboards · Console</title>
      <PageHeader title="Dashboards" description="Observability dashboards of this service." />
    </>
  );
}
