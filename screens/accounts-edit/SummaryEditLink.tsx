import { Link, useLocation } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { accountPreferencesManifest } from '../../src/manifests/account-preferences-manifest';
import { routesManifest } from '../../src/manifests';
import { cameFromSave } from './saved-state';
import './accounts-edit.css';

const copy = accountPreferencesManifest.copy;
const EDIT_PATH = pathOf(routesManifest, 'accounts.edit');

/** The summary's way to Edit Accounts, how many accounts it hides, and the note that a save just happened. */
export default function SummaryEditLink({ hiddenCount }: { readonly hiddenCount: number }) {
  const location = useLocation();
  return (
    <div className="accounts-summary-edit">
      <div role="status">{cameFromSave(location.state) ? <p className="accounts-summary-edit__saved">{copy.saved}</p> : null}</div>
      <p className="accounts-summary-edit__link">
        <Link to={EDIT_PATH}>{copy.editLink}</Link>
        {hiddenCount > 0 ? <span className="accounts-summary-edit__hidden"> {resolveTemplate(copy.hiddenNote, { count: hiddenCount })}</span> : null}
      </p>
    </div>
  );
}
