import { copyManifest } from '../../src/manifests';
import { FaqList } from './FaqList';
import '../shared/payments/payments-ui.css';

const copy = copyManifest.screens['mobile-deposit-faq'];

/** Mobile deposit questions and answers; the product owner edits them in config/copy.json. */
export default function MobileDepositFaqScreen() {
  return (
    <div className="pay-page">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <FaqList entries={copy.faq} />
    </div>
  );
}
