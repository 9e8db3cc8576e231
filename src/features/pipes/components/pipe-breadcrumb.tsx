import { Link } from "react-router";
import "./pipes.css";

/**
 * "Pipes / <page>" above a pipe's page or the create form; the link goes back to the list (with its
 * search, when known). Drawn as the other pages' breadcrumbs are (`.breadcrumb`, src/ui/list-breadcrumb.tsx),
 * whose component it is not: that one would be a chunk of its own on the pipes list's cold load.
 */
export function PipeBreadcrumb({ listHref, current }: { listHref: string; current: string }) {
  return (
    <nav aria-label="Pipe breadcrumb" className="breadcrumb pipe-breadcrumb">
      <Link to={listHref}>Pipes</Link> <span aria-hidden="true">/</span> <span aria-current="page">{current}</span>
    </nav>
  );
}
