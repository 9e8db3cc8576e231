import { useNavigate, useParams } from "react-router";
import { serviceRefFrom } from "@/app/route-params";
import { ReverseEndpointCreateForm } from "@/features/reverse-endpoints/components/reverse-endpoint-create-form";
import { serviceRoutePath } from "@/lib/route-paths";
import { ListBreadcrumb } from "@/ui/list-breadcrumb";
import { PageHeader } from "@/ui/page-header";

/** Create a private connection to a data source. */
export function Component() {
  const ref = serviceRefFrom(useParams());
  const navigate = useNavigate();
  const listPath = `${serviceRoutePath(ref)}/reverse-endpoints`;
  return (
    <>
      <title>New reverse private endpoint · Console</title>
      <ListBreadcrumb label="Reverse private endpoint breadcrumb" listName="Reverse private endpoints" listHref={listPath} current="New endpoint" />
      <PageHeader
        title="New reverse private endpoint"
        description="Create a private connection from this service to a data source in your AWS account."
      />
      <ReverseEndpointCreateForm
        serviceRef={ref}
        onCreated={(id) => void navigate(`${listPath}/${id}`)}
      />
    </>
  );
}
