import { PageHeader } from "@/ui/page-header";

/** This service's details and settings. */
export function Component() {
  return (
    <>
      <title>Service · Console</title>
      <PageHeader title="Service" description="This service's details and settings." />
    </>
  );
}
