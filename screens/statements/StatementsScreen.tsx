import { Link } from 'react-router-dom';
import { copyManifest } from '../../src/manifests';
import { AccountStatements } from './AccountStatements';
import { OrphanStatements } from './OrphanStatements';
import { statementPreferencesPath } from './statement-paths';
import { TaxStatements } from './TaxStatements';
import './statements.css';

const copy = copyManifest.screens.statements;

/** Monthly statements per account, tax documents and statements of closed accounts, all as PDFs. */
export default function StatementsScreen() {
  return (
    <div className="statements">
      <div className="statements__intro">
        <h1>{copy.heading}</h1>
        <Link to={statementPreferencesPath}>{copy.preferencesLink}</Link>
      </div>
      <AccountStatements />
      <TaxStatements />
      <OrphanStatements />
    </div>
  );
}
