import { PageHeader } from "@/ui/page-header";

/** Ingestion pipes of this service. */
export function Component() {
  return (
    <>
      <title>Pipes · Console</title>
      <PageHeader title="Pipes" description="Ingestion pipes of this service." />
    </>
  );
}
