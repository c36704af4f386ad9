// Forms live apart from the other manifests so the first page load carries none of them: a screen that
// shows a form imports this module lazily, together with the form renderer.
import addJointOwnerForm from '../../config/forms/add-joint-owner.json';
import authorizedUserForm from '../../config/forms/authorized-user.json';
import billPayForm from '../../config/forms/bill-pay.json';
import cardActivationForm from '../../config/forms/card-activation.json';
import cardOrderForm from '../../config/forms/card-order.json';
import cardReplacementForm from '../../config/forms/card-replacement.json';
import cashAdvanceForm from '../../config/forms/cash-advance.json';
import cashiersCheckForm from '../../config/forms/cashiers-check.json';
import changeCheckingAccountTypeForm from '../../config/forms/change-checking-account-type.json';
import directDepositRequestForm from '../../config/forms/direct-deposit-request.json';
import externalAccountForm from '../../config/forms/external-account.json';
import overdraftProtectionForm from '../../config/forms/overdraft-protection.json';
import passwordChangeForm from '../../config/forms/password-change.json';
import payeeForm from '../../config/forms/payee.json';
import pinChangeForm from '../../config/forms/pin-change.json';
import profileAddressForm from '../../config/forms/profile-address.json';
import profileEmailForm from '../../config/forms/profile-email.json';
import profilePhoneForm from '../../config/forms/profile-phone.json';
import stopPaymentCheckForm from '../../config/forms/stop-payment-check.json';
import stopPaymentRangeForm from '../../config/forms/stop-payment-range.json';
import transferForm from '../../config/forms/transfer.json';
import usernameChangeForm from '../../config/forms/username-change.json';
import cardDueDateForm from '../../config/forms/card-due-date.json';
import cardIssuanceForm from '../../config/forms/card-issuance.json';
import cardRewardsRedemptionForm from '../../config/forms/card-rewards-redemption.json';
import travelPlanForm from '../../config/forms/travel-plan.json';
import walletTokenForm from '../../config/forms/wallet-token.json';
import signInHelpUsernameForm from '../../config/forms/sign-in-help-username.json';
import signInHelpPasswordForm from '../../config/forms/sign-in-help-password.json';
import signInHelpEnrolForm from '../../config/forms/sign-in-help-enrol.json';
import signInHelpCodeForm from '../../config/forms/sign-in-help-code.json';
import signInHelpNewPasswordForm from '../../config/forms/sign-in-help-new-password.json';
import signInHelpCredentialsForm from '../../config/forms/sign-in-help-credentials.json';
import trustedUserInvitationForm from '../../config/forms/trusted-user-invitation.json';
import trustedUserAccessForm from '../../config/forms/trusted-user-access.json';
import trustedUserAcceptanceForm from '../../config/forms/trusted-user-acceptance.json';
import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import { load } from './load-manifest';

const forms: readonly FormManifest[] = [
  addJointOwnerForm,
  authorizedUserForm,
  billPayForm,
  cardActivationForm,
  cardOrderForm,
  cardReplacementForm,
  cashAdvanceForm,
  cashiersCheckForm,
  changeCheckingAccountTypeForm,
  directDepositRequestForm,
  externalAccountForm,
  overdraftProtectionForm,
  passwordChangeForm,
  payeeForm,
  pinChangeForm,
  profileAddressForm,
  profileEmailForm,
  profilePhoneForm,
  stopPaymentCheckForm,
  stopPaymentRangeForm,
  transferForm,
  usernameChangeForm,
  cardDueDateForm,
  cardIssuanceForm,
  cardRewardsRedemptionForm,
  travelPlanForm,
  walletTokenForm,
  signInHelpUsernameForm,
  signInHelpPasswordForm,
  signInHelpEnrolForm,
  signInHelpCodeForm,
  signInHelpNewPasswordForm,
  signInHelpCredentialsForm,
  trustedUserInvitationForm,
  trustedUserAccessForm,
  trustedUserAcceptanceForm,
].map((form) => load<FormManifest>(form, `forms/${form.id}.json`));

/** Every form of config/forms/, by its id. A new form file needs one import line above. */
export const formManifests: Readonly<Record<string, FormManifest>> = Object.freeze(
  Object.fromEntries(forms.map((form) => [form.id, form])),
);
