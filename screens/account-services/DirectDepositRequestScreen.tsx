import { ServiceRequestScreen } from './ServiceRequestScreen';

/** Ask for direct deposit (SPEC 2): the account-services request flow for this service. */
export default function DirectDepositRequestScreen() {
  return <ServiceRequestScreen kind="direct-deposit" />;
}
