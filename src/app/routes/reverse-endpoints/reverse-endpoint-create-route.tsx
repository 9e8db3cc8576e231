import { PageHeader } from "@/ui/page-header";

/** Create a private connection to a data source. */
export function Component() {
  return (
    <>
      <title>New reverse private endpoint · Console</title>
      <PageHeader title="New reverse private endpoint" description="Create a private connection to a data source." />
    </>
  );
}
