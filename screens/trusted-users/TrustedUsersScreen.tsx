import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { TrustedUser, TrustedUserFeatureLevels, TrustedUserList } from '../../engine/core/generated/api.gen';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { messageOf } from '../shared/flow/flow-errors';
import { StepHeading } from '../shared/flow/StepHeading';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { formatWhen, text } from './copy';
import { accountLabel, FEATURE_FIELDS, useResendInvitation, useRevokeTrustedUser, useTrustedUsers } from './trusted-users-api';
import './trusted-users.css';

// rjsf and the form manifests come with the forms, not with the page.
const InviteForm = lazy(() => import('./TrustedUserForms').then((module) => ({ default: module.InviteForm })));
const AccessForm = lazy(() => import('./TrustedUserForms').then((module) => ({ default: module.AccessForm })));

const userTypeLabel = (user: TrustedUser): string => text(user.userType === 'Trusted Entity' ? 'userTypeTrustedEntity' : 'userTypeTrustedMember');

type ShareableAccounts = TrustedUserList['accounts'];

/** Which accounts the trusted user reaches: "All accounts", or each shared account by name and last 4. */
function SharedAccounts({ user, accounts }: { user: TrustedUser; accounts: ShareableAccounts }) {
  const shared = user.accountIds === null ? [] : accounts.filter((account) => user.accountIds?.includes(account.id));
  return (
    <dl className="trusted-users__access trusted-users__scope">
      <div>
        <dt>{text('scopeLabel')}</dt>
        {user.accountIds === null ? (
          <dd>{text('scopeAll')}</dd>
        ) : (
          <dd>
            <ul className="trusted-users__scope-list">
              {shared.map((account) => (
                <li key={account.id}>{accountLabel(account, text)}</li>
              ))}
            </ul>
          </dd>
        )}
      </div>
    </dl>
  );
}

function AccessList({ user }: { user: TrustedUser }) {
  const rows: [string, string][] = [
    [text('accountsLabel'), user.accessLevel],
    ...FEATURE_FIELDS.map(([feature]): [string, string] => [text(`feature${feature}`), user.features[feature as keyof TrustedUserFeatureLevels]]),
  ];
  return (
    <dl className="trusted-users__access">
      {rows.map(([label, level]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{text(`level${level}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RowProps {
  user: TrustedUser;
  accounts: ShareableAccounts;
  editing: boolean;
  onEdit: () => void;
  onDoneEditing: (saved: boolean) => void;
  onRevoke: (button: HTMLButtonElement) => void;
  onResend: () => void;
  resending: boolean;
}

function TrustedUserRow({ user, accounts, editing, onEdit, onDoneEditing, onRevoke, onResend, resending }: RowProps) {
  const headingId = useId();
  const pending = user.status === 'PENDING';
  return (
    <li className="trusted-users__user card" aria-labelledby={headingId} data-testid="trusted-user">
      <div className="trusted-users__user-head">
        <h2 id={headingId} className="trusted-users__name">
          {user.name}
        </h2>
        <p className="trusted-users__meta">
          {userTypeLabel(user)}
          {user.email === null ? null : ` · ${user.email}`}
        </p>
        <p className={pending ? 'trusted-users__status trusted-users__status--pending' : 'trusted-users__status'}>
          {pending && user.expiresAt !== null ? text('statusPending', { date: formatWhen(user.expiresAt) }) : text('statusActive')}
        </p>
      </div>
      {editing ? (
        <Suspense fallback={<FlowLoading text={text('loading')} />}>
          <AccessForm user={user} accounts={accounts} onSaved={() => onDoneEditing(true)} onCancel={() => onDoneEditing(false)} />
        </Suspense>
      ) : (
        <>
          <SharedAccounts user={user} accounts={accounts} />
          <AccessList user={user} />
          <div className="trusted-users__actions">
            <button type="button" className="button button--secondary" aria-label={text('editButtonLabel', { name: user.name })} onClick={onEdit}>
              {text('editButton')}
            </button>
            {pending ? (
              <button type="button" className="button button--secondary" aria-label={text('resendButtonLabel', { name: user.name })} disabled={resending} onClick={onResend}>
                {text('resendButton')}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--secondary"
              aria-label={text(pending ? 'cancelInvitationButtonLabel' : 'revokeButtonLabel', { name: user.name })}
              onClick={(event) => onRevoke(event.currentTarget)}
            >
              {text(pending ? 'cancelInvitationButton' : 'revokeButton')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * /trusted-users (flag show-trusted-users; access levels per feature): the master holder's trusted users and waiting
 * invitations with their access per feature; invite (a one-time link by e-mail), edit access, and remove behind a
 * confirmation that gives focus back to the button that opened it. The server decides who may do any of it.
 */
export default function TrustedUsersScreen() {
  const users = useTrustedUsers();
  const revoke = useRevokeTrustedUser();
  const resend = useResendInvitation();
  const confirm = useConfirmModal();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const inviteButton = useRef<HTMLButtonElement>(null);

  const say = (message: string | null, problem: string | null = null) => {
    setDone(message);
    setFailed(problem);
  };
  const ask = async (user: TrustedUser, opener: HTMLButtonElement) => {
    say(null);
    const pending = user.status === 'PENDING';
    const values = { name: user.name, email: user.email ?? '' };
    const outcome = await confirm(pending ? 'cancelTrustedUserInvitation' : 'revokeTrustedUser', values, () => revoke.mutateAsync(user.id), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) say(null, messageOf(outcome.error));
    else {
      say(text('revoked', values));
      inviteButton.current?.focus();
    }
  };

  const resendTo = (user: TrustedUser) => {
    say(null);
    resend.mutate(user.id, {
      onSuccess: (receipt) => say(text('resent', { email: receipt.email, date: formatWhen(receipt.expiresAt) })),
      onError: (error) => say(null, messageOf(error)),
    });
  };

  const list = users.data?.trustedUsers;
  return (
    <div className="trusted-users">
      <StepHeading level={1} className="flow-heading">
        {text('heading')}
      </StepHeading>
      <p className="trusted-users__intro">{text('intro')}</p>
      {done === null ? null : <SuccessBanner text={done} />}
      {failed === null ? null : (
        <p className="trusted-users__error" role="alert">
          {failed}
        </p>
      )}
      {inviting ? (
        <section className="trusted-users__invite card" aria-label={text('inviteButton')}>
          <Suspense fallback={<FlowLoading text={text('loading')} />}>
            <InviteForm
              accounts={users.data?.accounts ?? []}
              onSent={(email, expiresAt) => {
                setInviting(false);
                say(text('invited', { email, date: formatWhen(expiresAt) }));
              }}
              onCancel={() => {
                setInviting(false);
                requestAnimationFrame(() => inviteButton.current?.focus());
              }}
            />
          </Suspense>
        </section>
      ) : (
        <p>
          <button
            ref={inviteButton}
            type="button"
            className="button"
            onClick={() => {
              say(null);
              setInviting(true);
            }}
          >
            {text('inviteButton')}
          </button>
        </p>
      )}
      {users.isPending ? <FlowLoading text={text('loading')} /> : null}
      {users.isError && list === undefined ? <FlowError text={text('loadFailed')} retryLabel={text('retry')} onRetry={() => void users.refetch()} /> : null}
      {list !== undefined && list.length === 0 ? <p className="trusted-users__empty card">{text('empty')}</p> : null}
      {list !== undefined && list.length > 0 ? (
        <ul className="trusted-users__list" aria-label={text('listLabel')}>
          {list.map((user) => (
            <TrustedUserRow
              key={user.id}
              user={user}
              accounts={users.data?.accounts ?? []}
              editing={editing === user.id}
              onEdit={() => {
                say(null);
                setEditing(user.id);
              }}
              onDoneEditing={(saved) => {
                setEditing(null);
                if (saved) say(text('saved', { name: user.name }));
              }}
              onRevoke={(button) => void ask(user, button)}
              onResend={() => resendTo(user)}
              resending={resend.isPending && resend.variables === user.id}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
