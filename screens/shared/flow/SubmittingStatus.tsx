import './flow.css';

/** "Submitting…" beside a form's button while its request (and any identity check it needs) is under way. */
export function SubmittingStatus({ submitting, text }: { submitting: boolean; text: string }) {
  return (
    <span className="flow-submitting" role="status">
      {submitting ? text : ''}
    </span>
  );
}
