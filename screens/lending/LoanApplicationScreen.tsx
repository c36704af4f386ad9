import { PolicyGate } from '../shared/flow/PolicyGate';
import { ApplicationForm } from './ApplicationForm';
import { copy } from './copy';
import './lending.css';

/** /consumer-loans-eprom: apply for a loan; decided at submit. */
export default function LoanApplicationScreen() {
  return (
    <div className="lending">
      <h1>{copy.application.heading}</h1>
      <p>{copy.application.intro}</p>
      <PolicyGate capability="borrow">
        <ApplicationForm kind="loan" />
      </PolicyGate>
    </div>
  );
}
