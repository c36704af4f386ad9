import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatPhone, resolveTemplate } from '../../engine/core';
import { useModals } from '../../engine/react';
import type { ProfileElectronicAddress, ProfilePhoneAddress, ProfilePostalAddress } from '../../engine/core/generated/api.gen';
import { profileManifest } from '../../src/manifests/profile-manifest';
import { formatDay } from '../shared/format-day';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { StepHeading } from '../shared/flow/StepHeading';
import { editRequestOf, type ContactEditTarget, type EditTarget } from './edit-request';
import { LanguageSetting } from './LanguageSetting';
import { contactSaved, useProfile, type ContactKind } from './profile-api';
import './profile.css';

// rjsf and the form manifests come with an editor, not with the page.
const ContactEditor = lazy(() => import('./ContactEditor'));
const PhoneChangeDialog = lazy(() => import('./PhoneChangeDialog'));

const copy = profileManifest.copy;
const ADDABLE_TYPES: readonly ProfilePostalAddress['type'][] = ['MAILING', 'RESIDENTIAL'];

const statusLabel = (status: string): string =>
  status === 'ACTIVE' ? copy.statusActive : status === 'D' ? copy.statusDeactivated : status === 'INVALID' ? copy.statusInvalid : copy.statusMissing;

function StatusTag({ status }: { status: string }) {
  if (status === 'ACTIVE') return null;
  return <span className="profile__tag">{statusLabel(status)}</span>;
}

const addressName = (address: ProfilePostalAddress): string => copy.addressTypes[address.type] ?? address.type;
const phoneName = (phone: ProfilePhoneAddress): string => `${copy.phoneTypes[phone.type] ?? phone.type} ${formatPhone(phone.number, phone.extension)}`;

/**
 * The member's profile (/settings/profile, the user profile): addresses, phones and the email address, each
 * edited through its config/forms form. Opened with router state editaddress, editphone or editemail (the profile
 * intercept's "Go to Profile"), it opens that edit straight away: the first flagged item of that kind, or adding one.
 */
export default function ProfileScreen() {
  const profile = useProfile();
  const location = useLocation();
  const [editing, setEditing] = useState<ContactEditTarget | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [listFocus, setListFocus] = useState(0);
  const requested = useRef<ContactKind | undefined>(editRequestOf(location.state));
  const modals = useModals();
  const queryClient = useQueryClient();
  const close = (text?: string) => {
    setEditing(null);
    setStatus(text === undefined ? null : { text, error: false });
    setListFocus((count) => count + 1);
  };
  // A phone is changed in its own dialog: the number, the code texted for the step-up, the confirmation.
  const openPhone = (phone?: ProfilePhoneAddress) => {
    setStatus(null);
    void modals.openCustom((dismiss) => (
      <Suspense fallback={null}>
        <PhoneChangeDialog
          {...(phone === undefined ? {} : { phone })}
          onSaved={(saved) => contactSaved(queryClient, saved)}
          onClose={(text) => {
            // The modal host gives focus back to the control that opened the dialog.
            dismiss();
            setStatus(text === undefined ? null : { text, error: false });
          }}
        />
      </Suspense>
    ));
  };

  // The state key is honoured once, when the profile has loaded.
  useEffect(() => {
    const kind = requested.current;
    if (kind === undefined || profile.data === undefined) return;
    requested.current = undefined;
    const data = profile.data;
    if (kind === 'address') {
      const address = data.postalAddresses.find((entry) => entry.type === 'MAILING');
      setEditing(address ? { kind, address } : { kind, addType: 'MAILING' });
    } else if (kind === 'phone') {
      const phone = data.phoneAddresses.find((entry) => entry.status !== 'ACTIVE') ?? (data.phoneAddresses.length === 0 ? undefined : data.phoneAddresses[0]);
      openPhone(phone);
    } else {
      const email = data.electronicAddresses.find((entry) => entry.status !== 'ACTIVE') ?? data.electronicAddresses[0];
      setEditing(email ? { kind, email } : { kind });
    }
  }, [profile.data]);

  const open = (target: EditTarget) => {
    if (target.kind === 'phone') {
      openPhone(target.phone);
      return;
    }
    setStatus(null);
    setEditing(target);
  };

  const body = () => {
    if (editing) {
      return (
        <Suspense fallback={<FlowLoading text={copy.loading} />}>
          <ContactEditor target={editing} onSaved={(text) => close(text)} onCancel={() => close()} />
        </Suspense>
      );
    }
    if (profile.isPending) return <FlowLoading text={copy.loading} />;
    if (profile.data === undefined) return <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void profile.refetch()} />;
    const { postalAddresses, phoneAddresses, electronicAddresses } = profile.data;
    const addable = ADDABLE_TYPES.filter((type) => !postalAddresses.some((address) => address.type === type));
    return (
      <>
        <section className="profile__section card" aria-labelledby="profile-addresses">
          <StepHeading id="profile-addresses" focusOnMount={false} focusToken={listFocus}>
            {copy.addressesHeading}
          </StepHeading>
          {postalAddresses.length === 0 ? <p>{copy.noAddress}</p> : null}
          <ul className="profile__list">
            {postalAddresses.map((address) => (
              <li key={address.key} className="profile__item">
                <div>
                  <h3 className="profile__item-title">
                    {addressName(address)} <StatusTag status={address.status} />
                  </h3>
                  <address className="profile__address">
                    {[address.additions.addressLine1, address.additions.addressLine2, address.additions.addressLine3].filter((line) => line !== '').map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                    <span>{`${address.townName}, ${address.countrySubDivision} ${address.postalCode}`}</span>
                  </address>
                  {address.expiresOn ? <p>{resolveTemplate(copy.expiresOn, { date: formatDay(address.expiresOn) })}</p> : null}
                </div>
                <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.editLabel, { name: addressName(address) })} onClick={() => open({ kind: 'address', address })}>
                  {copy.edit}
                </button>
              </li>
            ))}
          </ul>
          {addable.length > 0 ? (
            <p className="flow-actions">
              {addable.map((type) => (
                <button key={type} type="button" className="button button--secondary" onClick={() => open({ kind: 'address', addType: type })}>
                  {`${copy.addAddress}: ${copy.addressTypes[type] ?? type}`}
                </button>
              ))}
            </p>
          ) : null}
        </section>

        <section className="profile__section card" aria-labelledby="profile-phones">
          <h2 id="profile-phones">{copy.phonesHeading}</h2>
          {phoneAddresses.length === 0 ? <p>{copy.noPhone}</p> : null}
          <ul className="profile__list">
            {phoneAddresses.map((phone) => (
              <li key={phone.key} className="profile__item">
                <p className="profile__item-title">
                  {phoneName(phone)} <StatusTag status={phone.status} />
                </p>
                <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.editLabel, { name: phoneName(phone) })} onClick={() => open({ kind: 'phone', phone })}>
                  {copy.edit}
                </button>
              </li>
            ))}
          </ul>
          <p className="flow-actions">
            <button type="button" className="button button--secondary" onClick={() => open({ kind: 'phone' })}>
              {copy.addPhone}
            </button>
          </p>
        </section>

        <section className="profile__section card" aria-labelledby="profile-emails">
          <h2 id="profile-emails">{copy.emailsHeading}</h2>
          {electronicAddresses.length === 0 ? (
            <>
              <p>{copy.noEmail}</p>
              <p className="flow-actions">
                <button type="button" className="button button--secondary" onClick={() => open({ kind: 'email' })}>
                  {copy.addEmail}
                </button>
              </p>
            </>
          ) : null}
          <ul className="profile__list">
            {electronicAddresses.map((email: ProfileElectronicAddress) => (
              <li key={email.key} className="profile__item">
                <p className="profile__item-title">
                  <span className="profile__email">{email.address}</span> <StatusTag status={email.status} />
                </p>
                <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.editLabel, { name: email.address })} onClick={() => open({ kind: 'email', email })}>
                  {copy.edit}
                </button>
              </li>
            ))}
          </ul>
          <p className="profile__note">{copy.stepUpNote}</p>
        </section>
      </>
    );
  };

  return (
    <div className="profile">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <StatusMessage status={status} />
      {body()}
      {/* Below the contact details once they have loaded, so it never paints first and is pushed down by them. */}
      {editing || profile.isPending ? null : <LanguageSetting />}
    </div>
  );
}
