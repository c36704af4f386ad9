import { ServiceRequestScreen } from './ServiceRequestScreen';

/** Choose overdraft protection: the account-services request flow for this service. */
export default function OverdraftProtectionScreen() {
  return <ServiceRequestScreen kind="overdraft-protection" />;
}
