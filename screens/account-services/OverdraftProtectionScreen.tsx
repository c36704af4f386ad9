import { ServiceRequestScreen } from './ServiceRequestScreen';

/** Choose overdraft protection (SPEC 2): the account-services request flow for this service. */
export default function OverdraftProtectionScreen() {
  return <ServiceRequestScreen kind="overdraft-protection" />;
}
