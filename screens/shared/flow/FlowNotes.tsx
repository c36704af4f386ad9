import './flow.css';

/** Server notes on a payment (date moved to a business day, funds availability), under an optional heading. */
export function FlowNotes({ notes, heading }: { notes: readonly string[] | undefined; heading?: string }) {
  if (!notes || notes.length === 0) return null;
  const list = (
    <ul className={heading ? undefined : 'flow-notes'}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <div className="flow-notes">
      <h3>{heading}</h3>
      {list}
    </div>
  );
}
