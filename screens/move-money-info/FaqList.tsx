export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** Questions as native disclosure widgets (details/summary): keyboard and screen-reader friendly with no script. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="pay-faq">
      {entries.map((entry) => (
        <details key={entry.question} className="card">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
