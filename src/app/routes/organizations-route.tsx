import { queryClient } from "@/app/app-query-client";
import { discoveryQueries } from "@/features/connection/api/discovery-queries";
import { OrganizationPicker } from "@/features/connection/components/organization-picker";
import { PageHeader } from "@/ui/page-header";
import { TopBar } from "./top-bar";
import { PAGE_HEADINGS } from "@/shared/page-headings";

/** Starts loading the organizations with the page's code; the picker shows its outline meanwhile. */
export function loader() {
  void queryClient.prefetchQuery(discoveryQueries.organizations());
  return null;
}

export function Component() {
  return (
    <>
      <TopBar />
      <main id="main" className="page-narrow" tabIndex={-1}>
        <title>Organizations · Console</title>
        <PageHeader {...PAGE_HEADINGS.organizations} />
        <OrganizationPicker />
      </main>
    </>
  );
}
