import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Certificate, CertificateEarlyClosureReceipt, CertificateSavingsAccount } from '../../engine/core/generated/api.gen';
import { formatCents, resolveTemplate } from '../../engine/core';
import { earlyClosurePenaltyDays } from '../../engine/core/certificate-early-closure';
import { useCan, useOptionalRouteAccess } from '../../engine/react';
import { accountOpeningManifest } from '../../src/manifests/account-opening-manifest';
import { FactList } from '../shared/flow/FactList';
import { FlowError, FlowNotice } from '../shared/flow/FlowStates';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { RENEW_PARAM } from '../shared/certificate-paths';
import { formatDay } from '../shared/format-day';
import { PageSkeleton } from '../shared/skeleton/PageSkeleton';
import { OPEN_ACCOUNT_PATH } from '../shared/open-account-paths';
import { percentOf } from '../shared/rates';
import { useCertificates } from './certificates-api';
import { EarlyCloseDialog } from './EarlyCloseDialog';
import { RenewalForm } from './RenewalForm';
import '../shared/account-opening.css';
import './certificates.css';

const copy = accountOpeningManifest.copy;

function renewalText(certificate: Certificate, savings: readonly CertificateSavingsAccount[]): string {
  if (certificate.renewalChoice === 'RENEW') return accountOpeningManifest.renewalChoices.find((option) => option.id === 'RENEW')?.label ?? '';
  const target = savings.find((account) => account.id === certificate.transferAccountId);
  return resolveTemplate(copy.certsTransferTo, { name: target?.name ?? '', number: target?.maskedNumber ?? '' });
}

interface CardProps {
  readonly certificate: Certificate;
  readonly savings: readonly CertificateSavingsAccount[];
  readonly onClosedEarly: (receipt: CertificateEarlyClosureReceipt, certificate: Certificate) => void;
  /** Arrived by the summary's link to this certificate's renewal choice: it opens with the choice, which takes focus. */
  readonly renewalAsked: boolean;
}

function CertificateCard({ certificate, savings, onClosedEarly, renewalAsked }: CardProps) {
  // The renewal choice and closing early decide where the money goes: offered only where the policy allows moving it.
  const canMove = useCan('move-money');
  const [editing, setEditing] = useState(renewalAsked);
  const [saved, setSaved] = useState(false);
  const [closing, setClosing] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const headingId = `certificate-${certificate.id}`;
  const active = certificate.state === 'ACTIVE';
  useEffect(() => {
    if (!renewalAsked) return;
    const item = itemRef.current;
    // The chosen option when the choice is open, else the certificate's heading.
    const target = item?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? item?.querySelector<HTMLElement>('h2');
    target?.focus();
    item?.scrollIntoView({ block: 'start' });
  }, [renewalAsked]);
  return (
    <li ref={itemRef} className="certificates__item card">
      <h2 id={headingId} tabIndex={-1}>{`${certificate.name} ${certificate.maskedNumber}`}</h2>
      <FactList
        rows={[
          { label: copy.certsBalance, value: formatCents(certificate.balanceCents) },
          { label: copy.certsRate, value: `${percentOf(certificate.rateBps)} / ${percentOf(certificate.apyBps)}` },
          { label: copy.certsTerm, value: resolveTemplate(copy.termOption, { months: String(certificate.termMonths), apy: percentOf(certificate.apyBps) }) },
          { label: copy.certsOpened, value: formatDay(certificate.openedOn) },
          { label: copy.certsMaturity, value: active ? formatDay(certificate.maturityDate) : copy.certsState[certificate.state] },
          ...(active ? [{ label: copy.certsRenewal, value: renewalText(certificate, savings) }] : []),
        ]}
      />
      {saved ? (
        <p role="status">{resolveTemplate(copy.certsSaved, { name: certificate.name })}</p>
      ) : null}
      {canMove && active && !editing ? (
        <button ref={changeRef} type="button" className="button button--secondary" aria-label={`${copy.certsEdit}: ${resolveTemplate(copy.certsRenewalLegend, { name: certificate.name })}`} onClick={() => { setSaved(false); setEditing(true); }}>
          {copy.certsEdit}
        </button>
      ) : null}
      {canMove && active && !editing ? (
        <>
          <p>{resolveTemplate(copy.closeEarlyHint, { days: String(earlyClosurePenaltyDays(certificate.termMonths, accountOpeningManifest.earlyClosure)) })}</p>
          <button ref={closeRef} type="button" className="button button--secondary" aria-label={resolveTemplate(copy.closeEarlyLabel, { name: `${certificate.name} ${certificate.maskedNumber}` })} onClick={() => { setSaved(false); setClosing(true); }}>
            {copy.closeEarly}
          </button>
        </>
      ) : null}
      {active && closing ? (
        <EarlyCloseDialog
          certificate={certificate}
          onCancel={() => {
            setClosing(false);
            requestAnimationFrame(() => closeRef.current?.focus());
          }}
          onClosed={(receipt) => {
            setClosing(false);
            onClosedEarly(receipt, certificate);
          }}
        />
      ) : null}
      {active && editing ? (
        <RenewalForm
          certificate={certificate}
          savingsAccounts={savings}
          onDone={(didSave) => {
            setEditing(false);
            setSaved(didSave);
            requestAnimationFrame(() => changeRef.current?.focus());
          }}
        />
      ) : null}
    </li>
  );
}

/** Certificates (/certs): each with its balance, rate, term and maturity, and the renewal choice to edit. */
export default function CertificatesScreen() {
  const list = useCertificates();
  const canOpen = useCan('open-account');
  const [searchParams] = useSearchParams();
  const renewalOf = searchParams.get(RENEW_PARAM);
  // The Open link and the list appear together once both the list and the member's permissions are known, so the link
  // is never inserted above a list already painted.
  const access = useOptionalRouteAccess();
  const loading = list.isPending || (access !== undefined && !access.ready);
  const [closedText, setClosedText] = useState<string | null>(null);
  const onClosedEarly = (receipt: CertificateEarlyClosureReceipt, certificate: Certificate) =>
    setClosedText(
      resolveTemplate(copy.closeEarlyDone, {
        name: `${certificate.name} ${certificate.maskedNumber}`,
        amount: formatCents(receipt.netCents),
        destination: `${receipt.destination.name} ${receipt.destination.maskedNumber}`,
      }),
    );
  const body = () => {
    if (loading) return <PageSkeleton label={copy.certsLoading} />;
    if (list.isError) return <FlowError text={copy.loadError} retryLabel={copy.retry} onRetry={() => void list.refetch()} />;
    if (list.data.certificates.length === 0) return <FlowNotice text={copy.certsEmpty} />;
    return (
      <ul className="certificates__list">
        {list.data.certificates.map((certificate) => (
          <CertificateCard key={certificate.id} certificate={certificate} savings={list.data.savingsAccounts} onClosedEarly={onClosedEarly} renewalAsked={certificate.id === renewalOf} />
        ))}
      </ul>
    );
  };
  return (
    <div className="open-account">
      <h1>{copy.certsTitle}</h1>
      <p>{copy.certsIntro}</p>
      {closedText === null ? null : <SuccessBanner text={closedText} />}
      {canOpen && !loading ? (
        <p>
          <Link to={OPEN_ACCOUNT_PATH}>{copy.certsOpen}</Link>
        </p>
      ) : null}
      {body()}
    </div>
  );
}
