import { Link } from "react-router";
import { EmptyState } from "@/ui/empty-state";

export function NotFoundPage() {
  return (
    <main id="main" className="page-narrow">
      <title>Not found · Console</title>
      <EmptyState title="Page not found" action={<Link className="button" to="/">Go to the start</Link>}>
        There is nothing at this address. Check the link, or start again from your organizations.
      </EmptyState>
    </main>
  );
}
