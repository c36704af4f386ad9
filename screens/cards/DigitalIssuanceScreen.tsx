import { IssuanceScreen } from './IssuanceScreen';

/** /debit-digital-card-issuance/member (flag show-debit-digital-card-issuance): a digital debit card, active at once. */
export default function DigitalIssuanceScreen() {
  return <IssuanceScreen kind="digital" />;
}
