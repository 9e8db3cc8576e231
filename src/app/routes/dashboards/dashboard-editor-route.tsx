import { PageHeader } from "@/ui/page-header";

/** Edit the dashboard's tiles on a grid. */
export function Component() {
  return (
    <>
      <title>Dashboard · Console</title>
      <PageHeader title="Dashboard" description="Edit the dashboard's tiles on a grid." />
    </>
  );
}
