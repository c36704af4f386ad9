import { ServiceRequestScreen } from './ServiceRequestScreen';

/** Add a joint owner: the account-services request flow for this service. */
export default function AddJointOwnerScreen() {
  return <ServiceRequestScreen kind="add-joint-owner" />;
}
