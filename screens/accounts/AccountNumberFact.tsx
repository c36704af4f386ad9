import { resolveTemplate } from '../../engine/core';
import { accountFactsManifest } from '../../src/manifests/account-facts-manifest';

const copy = accountFactsManifest.copy;

/** One revealed number with its label and a button that copies it; `onCopied` hears whether the browser copied it. */
export function AccountNumberFact({ label, value, onCopied }: { label: string; value: string; onCopied: (label: string, copied: boolean) => void }) {
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied(label, true);
    } catch {
      onCopied(label, false);
    }
  };
  return (
    <div className="account-facts__fact">
      <dt>{label}</dt>
      <dd>
        <span className="account-facts__number">{value}</span>
        <button type="button" className="button button--secondary account-facts__copy" aria-label={resolveTemplate(copy.copyLabel, { label: label.toLowerCase() })} onClick={() => void copyIt()}>
          {copy.copy}
        </button>
      </dd>
    </div>
  );
}
