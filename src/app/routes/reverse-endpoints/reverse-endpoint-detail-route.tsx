import { PageHeader } from "@/ui/page-header";

/** One private connection and its DNS names. */
export function Component() {
  return (
    <>
      <title>Reverse private endpoint · Console</title>
      <PageHeader title="Reverse private endpoint" description="One private connection and its DNS names." />
    </>
  );
}
