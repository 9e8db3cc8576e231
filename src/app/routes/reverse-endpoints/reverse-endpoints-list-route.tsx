import { PageHeader } from "@/ui/page-header";

/** Private connections through which the service reaches your data sources. */
export function Component() {
  return (
    <>
      <title>Reverse private endpoints · Console</title>
      <PageHeader title="Reverse private endpoints" description="Private connections through which the service reaches your data sources." />
    </>
  );
}
