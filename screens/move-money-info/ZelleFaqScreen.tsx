import { copyManifest } from '../../src/manifests';
import { FaqList } from './FaqList';
import '../shared/payments/payments-ui.css';

const copy = copyManifest.screens.zelle;

/** Zelle questions and answers; the product owner edits them in config/copy.json. */
export default function ZelleFaqScreen() {
  return (
    <div className="pay-page">
      <h1>{copy.faqHeading}</h1>
      <FaqList entries={copy.faq} />
    </div>
  );
}
