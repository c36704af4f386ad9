import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { routesManifest } from '../../src/manifests';
import { informationPagesManifest } from '../../src/manifests/information-pages-manifest';
import { formatLongDay } from '../shared/format-day';
import { StepHeading } from '../shared/flow/StepHeading';
import { acceptBillPayTerms, billPayAccessQuery } from './information-api';
import './information.css';

const copy = informationPagesManifest.billPayAccess;
const BILL_PAY_PATH = pathOf(routesManifest, 'bill-pay');

/**
 * /bpat, Bill Pay Access: whether the membership has accepted the Bill Pay service terms (recorded by the server,
 * per membership and terms version), the terms with an agreement box to accept them, and the way to Bill Pay.
 */
export default function BillPayAccessScreen() {
  const status = useQuery(billPayAccessQuery);
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string>();
  const accept = useMutation({
    mutationFn: () => acceptBillPayTerms({ termsVersion: copy.termsVersion, agreed: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(billPayAccessQuery.queryKey, answer);
      setProblem(undefined);
    },
    onError: () => setProblem(copy.acceptFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setProblem(copy.mustAgree);
      return;
    }
    accept.mutate();
  };
  return (
    <div className="info-page bill-pay-access">
      <StepHeading level={1}>{copy.heading}</StepHeading>
      <p>{copy.intro}</p>
      {status.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : status.isError ? (
        <p role="alert">{copy.error}</p>
      ) : (
        <>
          <section className="info-section card" aria-labelledby="bpat-status">
            <h2 id="bpat-status">{copy.statusHeading}</h2>
            <p role="status">
              {status.data.enrolled && status.data.acceptedAt !== undefined
                ? resolveTemplate(copy.enrolled, { version: status.data.acceptedVersion ?? status.data.termsVersion, date: formatLongDay(status.data.acceptedAt) })
                : copy.notEnrolled}
            </p>
            <dl className="info-facts">
              <div>
                <dt>{copy.payeesLabel}</dt>
                <dd>{status.data.payeeCount}</dd>
              </div>
              <div>
                <dt>{copy.fromAccountsLabel}</dt>
                <dd>{status.data.fromAccountCount}</dd>
              </div>
            </dl>
            {status.data.enrolled ? (
              <p>
                <Link className="button" to={BILL_PAY_PATH}>
                  {copy.goToBillPay}
                </Link>
              </p>
            ) : null}
          </section>
          {status.data.enrolled ? null : (
            <section className="info-section" aria-labelledby="bpat-terms">
              <h2 id="bpat-terms">{copy.termsHeading}</h2>
              {copy.terms.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {status.data.canEnrol ? (
                <form onSubmit={submit} noValidate>
                  <p className="bill-pay-access__agree">
                    <input
                      id="bpat-agree"
                      type="checkbox"
                      checked={agreed}
                      aria-invalid={problem === copy.mustAgree}
                      aria-describedby={problem === undefined ? undefined : 'bpat-problem'}
                      onChange={(event) => setAgreed(event.target.checked)}
                    />
                    <label htmlFor="bpat-agree">{copy.agree}</label>
                  </p>
                  {problem === undefined ? null : (
                    <p id="bpat-problem" className="info-error" role="alert">
                      {problem}
                    </p>
                  )}
                  <button type="submit" className="button" disabled={accept.isPending}>
                    {accept.isPending ? copy.accepting : copy.accept}
                  </button>
                </form>
              ) : (
                <p>{copy.viewOnly}</p>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
