import { PolicyGate } from '../shared/flow/PolicyGate';
import { ApplicationForm } from './ApplicationForm';
import { copy } from './copy';
import './lending.css';

/** /creditcard-application: apply for a credit card and a credit limit; decided at submit. */
export default function CardApplicationScreen() {
  return (
    <div className="lending">
      <h1>{copy.application.cardHeading}</h1>
      <p>{copy.application.cardIntro}</p>
      <PolicyGate capability="borrow">
        <ApplicationForm kind="creditCard" />
      </PolicyGate>
    </div>
  );
}
