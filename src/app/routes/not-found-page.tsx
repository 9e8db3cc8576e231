import { Link } from "react-router";
import { EmptyState } from "@/ui/empty-state";

function NotFoundContent() {
  return (
    <>
      <title>Not found · Console</title>
      <EmptyState pageTitle title="Page not found" action={<Link className="button" to="/">Go to the start</Link>}>
        There is nothing at this address. Check the link, or start again from your organizations.
      </EmptyState>
    </>
  );
}

export function NotFoundPage() {
  return (
    <main id="main" className="page-narrow" tabIndex={-1}>
      <NotFoundContent />
    </main>
  );
}

/** Inside the service frame, whose <main> is already there. */
export function ServiceNotFoundPage() {
  return <NotFoundContent />;
}
