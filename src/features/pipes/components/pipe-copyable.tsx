import type { ReactNode } from "react";
import { CopyButton } from "@/ui/copy-button";

/**
 * CopyableText's value and copy button, with what the shared one does not do (it is on the first page,
 * at its budget): the value drawn as `children` (with break points), a tooltip on the text alone, where
 * it does not cover the button's own name.
 */
export function PipeCopyable({ value, label, title, children = value }: { value: string; label: string; title?: string; children?: ReactNode }) {
  return (
    <span className="copyable">
      <code className="copyable__text" title={title}>{children}</code>
      <CopyButton value={value} label={`Copy ${label}`} />
    </span>
  );
}
