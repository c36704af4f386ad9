import { ServiceRequestScreen } from './ServiceRequestScreen';

/** Change the checking account type: the account-services request flow for this service. */
export default function ChangeCheckingAccountTypeScreen() {
  return <ServiceRequestScreen kind="change-checking-account-type" />;
}
