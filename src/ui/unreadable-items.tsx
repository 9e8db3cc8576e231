import type { UnreadableItem } from "@/lib/item-list";
import { CopyableText } from "./copy-button";

/** Above a list: how many of its items could not be read, so nobody takes the list for whole. */
export function UnreadableNotice({ unreadable, total, noun }: { unreadable: readonly UnreadableItem[]; total: number; noun: string }) {
  if (unreadable.length === 0) return null;
  const one = unreadable.length === 1;
  return (
    <p className="notice unreadable-notice" role="status">
      {unreadable.length} of {total} {noun} could not be read: {one ? "it is" : "they are"} listed with what is wrong. The
      others are shown as usual.
    </p>
  );
}

/** In place of an item the console could not read: which one, where in the answer, why, and the request to quote. */
export function UnreadableItemDetails({ item }: { item: UnreadableItem }) {
  return (
    <span className="unreadable-item">
      <span className="unreadable-item__title">
        Item {item.index + 1} could not be read{item.id !== undefined && <> (id <code>{item.id}</code>)</>}.
      </span>{" "}
      <span>
        <code>{item.path}</code>: {item.problem}.
      </span>
      {item.requestId && (
        <span className="inline-error__request">
          {" "}Request ID <CopyableText value={item.requestId} label="request ID" />
        </span>
      )}
    </span>
  );
}
