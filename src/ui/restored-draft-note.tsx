/** Said above a form whose values came back from this tab's kept draft: they are the user's, not the server's. */
export function RestoredDraftNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="notice" role="status">
      Restored what you typed earlier in this tab. It is not saved yet.
    </p>
  );
}
