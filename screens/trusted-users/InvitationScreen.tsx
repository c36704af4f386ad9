import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { pathOf } from '../../engine/core/route-ref';
import { appManifest, routesManifest } from '../../src/manifests';
import { ApiError } from '../../engine/react';
import { FlowLoading, FlowNotice } from '../shared/flow/FlowStates';
import { StepHeading } from '../shared/flow/StepHeading';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { formatWhen, text } from './copy';
import { invitationDetails } from './trusted-users-api';
import { InvitationAccess } from './InvitationAccess';
import './trusted-users.css';

const AcceptanceForm = lazy(() => import('./AcceptanceForm'));
const SIGN_IN_PATH = pathOf(routesManifest, 'login');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link's token, from the fragment (which never reaches a server). */
function readToken(): string | null {
  const token = window.location.hash.replace(/^#/, '');
  return TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The public page a trusted-user invitation link opens (config/trusted-users.json invitation.linkPath): what the
 * invitation offers, then a new sign-in (username and password rules of config/app.json) or an existing one accepts
 * it, once. Any link that can't be used gets the same message, whatever the reason.
 */
export default function InvitationScreen() {
  const [token] = useState(readToken);
  // Once read, the token leaves the address bar (and so the history and any screenshot of it).
  useEffect(() => {
    if (window.location.hash !== '') window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  const [accepted, setAccepted] = useState<{ username: string; inviterName: string } | null>(null);
  const details = useQuery({
    queryKey: ['trusted-user-invitation', token],
    queryFn: () => invitationDetails(token as string),
    enabled: token !== null && accepted === null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: Infinity,
  });

  let body;
  if (accepted !== null) {
    body = (
      <>
        <SuccessBanner text={text('accepted', { username: accepted.username, inviter: accepted.inviterName })} />
        <p>
          <Link className="button" to={SIGN_IN_PATH}>
            {text('signInButton')}
          </Link>
        </p>
      </>
    );
  } else if (token === null || (details.error instanceof ApiError && details.error.status === 410)) {
    body = <FlowNotice text={text('acceptInvalid')} role="alert" />;
  } else if (details.error instanceof ApiError && details.error.status === 429) {
    body = <FlowNotice text={text('acceptTooMany')} role="alert" />;
  } else if (details.isError) {
    body = <FlowNotice text={text('loadFailed')} role="alert" />;
  } else if (details.data === undefined) {
    body = <FlowLoading text={text('acceptLoading')} />;
  } else {
    const offer = details.data;
    body = (
      <>
        <p>{text('acceptIntro', { inviter: offer.inviterName, name: offer.name })}</p>
        <InvitationAccess offer={offer} />
        <p>{text('acceptExpires', { date: formatWhen(offer.expiresAt) })}</p>
        <ul className="trusted-invitation__rules">
          <li>{text('acceptUsernameRules')}</li>
          <li>{text('acceptPasswordRules', { min: appManifest.credentials.passwordMinLength, max: appManifest.credentials.passwordMaxLength })}</li>
        </ul>
        <Suspense fallback={<FlowLoading text={text('acceptLoading')} />}>
          <AcceptanceForm token={token} onAccepted={setAccepted} />
        </Suspense>
      </>
    );
  }

  return (
    <div className="trusted-invitation card">
      <StepHeading level={1}>{text('acceptHeading')}</StepHeading>
      {body}
    </div>
  );
}
