import { PageHeader } from "@/ui/page-header";

/** One pipe: its source, destination and settings. */
export function Component() {
  return (
    <>
      <title>Pipe · Console</title>
      <PageHeader title="Pipe" description="One pipe: its source, destination and settings." />
    </>
  );
}
