import type { ReactNode } from "react";

export function EmptyState({ title, children, action, pageTitle = false }: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** The state is the whole page (nothing at this address): its title is the page's heading. */
  pageTitle?: boolean;
}) {
  const Title = pageTitle ? "h1" : "p";
  return (
    <div className="empty-state">
      <Title className="empty-state__title">{title}</Title>
      {children && <div className="empty-state__body">{children}</div>}
      {action}
    </div>
  );
}
