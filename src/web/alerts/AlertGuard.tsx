import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { channelForUser, type DeepReadonly, type ModalButton } from '../../../engine/core';
import { useFlagSnapshot, useRouteHandles } from '../../../engine/react';
import { useCurrentUser } from '../../../screens/shared/current-user';
import { mayAskForContacts } from '../../../engine/core/profile-intercept';
import { alertsManifest, copyManifest, policyManifest } from '../../manifests';
import { usePolicySubject } from '../access/policy-subject';
import { usePrefetchSessionAccess } from '../access/prefetch-session-access';
import { contactUsPath } from '../../../screens/shared/contact-us';
import { flagStore } from '../flags';
import { useSignOut } from '../use-sign-out';
import { AlertExplanationLists, explanationOf } from '../../../screens/shared/alert-explanation/AlertExplanation';
import { AlertDialog } from './AlertDialog';
import { BlockedPageContext } from './blocked-page';
import { RestrictedPage } from './RestrictedPage';
import { decideAlerts, type PrecheckState } from './decide-alerts';
import { precheckQuery } from '../../../screens/shared/precheck-api';
import { ProfileInterceptDialog } from './ProfileInterceptDialog';
import { useAlertBanners } from './use-alert-banners';
import { usePaperlessIntercept } from './use-paperless-intercept';
import { useProductGroup } from './use-product-group';
import { useProfileIntercept } from './use-profile-intercept';

const PAPERLESS_FLAG = 'show-paperless-prompt';
const PROFILE_INTERCEPT_PAGE = 'accountsummary';

export interface AlertGuardProps {
  readonly loading: ReactNode;
  readonly children: ReactNode;
}

/**
 * The sign-in checks around every signed-in page: the precheck fetched once (not for staff), the page's
 * account-alert modal and gate, the alert banner, the disclosures and onboarding redirects, then the profile and
 * paperless intercepts, one at a time.
 */
export function AlertGuard({ loading, children }: AlertGuardProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useCurrentUser();
  const staff = user.data !== undefined && channelForUser(user.data) === 'OneView';
  const precheck = useQuery({ ...precheckQuery, enabled: user.data !== undefined && !staff });
  usePrefetchSessionAccess(user.data !== undefined && !staff);
  const pageKey = useRouteHandles().findLast((handle) => handle.pageKey !== undefined)?.pageKey;

  const state: PrecheckState = staff ? undefined : precheck.isError ? 'failed' : precheck.data;
  const firstType = precheck.data?.alertType;
  // Only an alert that blocks this page for some product groups needs the account's group (product summary).
  const blocksByGroup =
    pageKey !== undefined &&
    typeof firstType === 'string' &&
    Object.hasOwn(alertsManifest.types, firstType) &&
    (alertsManifest.types[firstType]?.blockedPages ?? []).some((rule) => rule.pageKey === pageKey && rule.productKinds !== undefined);
  const productGroup = useProductGroup(blocksByGroup);
  const decision = decideAlerts(alertsManifest, state, {
    pathname: location.pathname,
    pageKey,
    ...(productGroup === undefined ? {} : { productGroup }),
  });
  const gate = decision?.gate;
  const redirectTo = decision?.redirectTo;
  const explanation = explanationOf(decision?.alertType);

  useAlertBanners(alertsManifest, decision?.alertType ?? null, precheck.data?.memberDetails?.address?.alertExpdate);

  useEffect(() => {
    if (redirectTo !== undefined) void navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  // The account-alert modal shows once per visit of a page it applies to.
  const [dismissedVisit, setDismissedVisit] = useState<string | undefined>(undefined);
  const alertModal = gate?.showModal === true && redirectTo === undefined && dismissedVisit !== location.key ? gate.modal : undefined;
  const blockPage = gate?.blockPage === true;
  const onAlertButton = useCallback(
    (button: DeepReadonly<ModalButton>) => {
      if (button.action === 'signOut') {
        void signOut();
        return;
      }
      setDismissedVisit(location.key);
      if (button.action === 'navigate' && button.to !== undefined) void navigate(button.to);
      else if (button.action === 'contactUs') void navigate(contactUsPath);
      // A blocked page without an explanation would stay blank: leave it for the summary.
      else if (blockPage && explanation === undefined) void navigate(alertsManifest.landingPath, { replace: true });
    },
    [signOut, location.key, navigate, blockPage, explanation],
  );
  const onAlertContact = useCallback(() => {
    setDismissedVisit(location.key);
    void navigate(contactUsPath);
  }, [location.key, navigate]);

  const flags = useFlagSnapshot(flagStore);
  const flagsReady = user.data !== undefined && flags.settled && flags.identity?.key === user.data.id;
  const settledPage = decision !== undefined && redirectTo === undefined && !blockPage && alertModal === undefined && flagsReady;
  // Nobody is asked for what they cannot change: the same policy decision the server's sign-in checks make.
  const subject = usePolicySubject();
  const profile = useProfileIntercept({
    eligible: settledPage && pageKey === PROFILE_INTERCEPT_PAGE && decision.intercepts.has('profile') && mayAskForContacts(policyManifest, subject.data),
    precheck: precheck.data,
    flags: flags.values,
    externalId: user.data?.externalId,
  });
  usePaperlessIntercept(settledPage && pageKey !== undefined && !profile.pending && flags.values[PAPERLESS_FLAG] === true && precheck.data?.stmtSuppModalDisplay === true);

  // Until the precheck answers, only pages that always load (accounts summary) show; a page the member must leave
  // or may not see shows nothing behind its modal.
  const waiting = !staff && !user.isError && decision === undefined && (pageKey === undefined || !alertsManifest.alwaysLoadPageKeys.includes(pageKey));
  // A page the alert blocks says, inside the layout, why, what is affected and what the member can still do (the
  // blocked screen itself never renders); under an alert no page loads under (fatal), the dialog says it.
  const alertType = decision?.alertType ?? null;
  const pagesLoad = alertType !== null && Object.hasOwn(alertsManifest.types, alertType) && alertsManifest.types[alertType]?.pageLoads === true;
  const explained = blockPage && pagesLoad && explanation !== undefined;
  const content = blockPage && !explained ? null : waiting || redirectTo !== undefined ? loading : children;
  return (
    <>
      {explained ? (
        <BlockedPageContext.Provider value={<RestrictedPage explanation={explanation} sentence={gate?.modal?.body} />}>{content}</BlockedPageContext.Provider>
      ) : (
        content
      )}
      {alertModal === undefined ? null : (
        <AlertDialog
          modalKey="accountAlert"
          title={alertModal.title}
          body={alertModal.body}
          buttons={alertModal.buttons}
          {...(alertModal.contactUs ? { contactLink: { label: copyManifest.common.contactUs, onClick: onAlertContact } } : {})}
          onButton={onAlertButton}
        >
          {!pagesLoad && explanation !== undefined ? <AlertExplanationLists explanation={explanation} /> : null}
        </AlertDialog>
      )}
      {profile.open === undefined ? null : (
        <ProfileInterceptDialog modalKey={profile.open.modalKey} items={profile.open.items} busy={profile.busy} onButton={profile.onButton} />
      )}
    </>
  );
}
