import { Link, useSearchParams } from 'react-router-dom';
import { copyManifest } from '../../src/manifests';
import { ACCOUNT_PARAM, AccountStatements } from './AccountStatements';
import { OrphanStatements } from './OrphanStatements';
import { PageSkeleton, useFirstLoad } from '../shared/skeleton/PageSkeleton';
import { useAccountStatements, useOrphanStatements, useStatementAccounts, useTaxStatements } from './statements-api';
import { statementPreferencesPath } from './statement-paths';
import { TaxStatements } from './TaxStatements';
import './statements.css';

const copy = copyManifest.screens.statements;

/** Monthly statements per account, tax documents and statements of closed accounts, all as PDFs. */
export default function StatementsScreen() {
  // The three lists (and the chosen account's statements) appear together on the first load, in place of one
  // placeholder, so a list that answers late does not push down the ones already painted.
  const accounts = useStatementAccounts();
  const chosenId = useSearchParams()[0].get(ACCOUNT_PARAM);
  const chosen = accounts.data?.find((account) => account.id === chosenId) ?? accounts.data?.[0];
  const statements = useAccountStatements(chosen?.id ?? '');
  const taxForms = useTaxStatements();
  const orphans = useOrphanStatements();
  const firstLoading = useFirstLoad(accounts.isPending || statements.isLoading || taxForms.isPending || orphans.isPending);
  return (
    <div className="statements">
      <div className="statements__intro">
        <h1>{copy.heading}</h1>
        <Link to={statementPreferencesPath}>{copy.preferencesLink}</Link>
      </div>
      {firstLoading ? (
        <PageSkeleton label={copy.loading} />
      ) : (
        <>
          <AccountStatements />
          <TaxStatements />
          <OrphanStatements />
        </>
      )}
    </div>
  );
}
