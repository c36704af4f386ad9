import { ServiceRequestScreen } from './ServiceRequestScreen';

/** Ask for direct deposit: the account-services request flow for this service. */
export default function DirectDepositRequestScreen() {
  return <ServiceRequestScreen kind="direct-deposit" />;
}
