export interface DiffItem {
  key: string;
  value: string;
  note?: string;
}

/** What a save will send, in words as well as colour: the added and the removed items. */
export function PendingDiff({ title, added, removed }: { title: string; added: readonly DiffItem[]; removed: readonly DiffItem[] }) {
  if (added.length === 0 && removed.length === 0) return null;
  return (
    <section className="pending-diff" aria-label={title}>
      <p className="pending-diff__title">{title}</p>
      <ul className="pending-diff__list">
        {added.map((item, index) => (
          <li key={`add-${item.key}-${index}`} className="pending-diff__item pending-diff__item--add">
            <span className="pending-diff__sign">Add</span>
            <code>{item.value || "(no source yet)"}</code>
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
    </section>
  );
}
