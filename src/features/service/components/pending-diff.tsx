export interface DiffItem {
  key: string;
  value: string;
  note?: string;
}

/**
 * What a save will send, in words as well as colour: the added and the removed items, and a `note` on
 * what is held back (rows that need a fix), which shows even when nothing is ready yet.
 */
export function PendingDiff({ title, added, removed, note }: { title: string; added: readonly DiffItem[]; removed: readonly DiffItem[]; note?: string }) {
  if (added.length === 0 && removed.length === 0 && !note) return null;
  return (
    <section className="pending-diff" aria-label={title}>
      <p className="pending-diff__title">{title}</p>
      {(added.length > 0 || removed.length > 0) && (
        <ul className="pending-diff__list">
          {added.map((item, index) => (
            <li key={`add-${item.key}-${index}`} className="pending-diff__item pending-diff__item--add">
              <span className="pending-diff__sign">Add</span>
              <code>{item.value}</code>
              {item.note && <span className="muted">{item.note}</span>}
            </li>
          ))}
          {removed.map((item) => (
            <li key={`remove-${item.key}`} className="pending-diff__item pending-diff__item--remove">
              <span className="pending-diff__sign">Remove</span>
              <code>{item.value}</code>
              {item.note && <span className="muted">{item.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {note && <p className="pending-diff__note">{note}</p>}
    </section>
  );
}
