import { useNavigate, useParams } from "react-router";
import { serviceRefFrom } from "@/app/route-params";
import { ReverseEndpointCreateForm } from "@/features/reverse-endpoints/components/reverse-endpoint-create-form";
import { serviceRoutePath } from "@/lib/route-paths";
import { PageHeader } from "@/ui/page-header";

/** Create a private connection to a data source. */
export function Component() {
  const ref = serviceRefFrom(useParams());
  const navigate = useNavigate();
  return (
    <>
      <title>New reverse private endpoint · Console</title>
      <PageHeader
        title="New reverse private endpoint"
        description="Create a private connection from this service to a data source in your AWS account."
      />
      <ReverseEndpointCreateForm
        serviceRef={ref}
        onCreated={(id) => void navigate(`${serviceRoutePath(ref)}/reverse-endpoints/${id}`)}
      />
    </>
  );
}
