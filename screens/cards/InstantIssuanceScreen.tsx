import { IssuanceScreen } from './IssuanceScreen';

/** /instantissuance (flag show-instant-issuance): a new debit card, active at once. */
export default function InstantIssuanceScreen() {
  return <IssuanceScreen kind="instant" />;
}
