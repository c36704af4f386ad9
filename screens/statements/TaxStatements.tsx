import { useId, useState } from 'react';
import type { TaxStatement } from '../../engine/core/generated/api.gen';
import { formatCents, resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { DocumentButton } from '../shared/documents/DocumentButton';
import { taxStatementRequest } from '../shared/documents/tax-statement-request';
import { useTaxStatements } from './statements-api';
import { StatementsError, StatementsLoading } from './StatementStates';

const copy = copyManifest.screens.statements;
const formCopy = copyManifest.documents.taxForm;

/** A tax form read in the page: what its PDF prints for the account, box 1 with its amount, and the notice. */
function TaxFormView({ form, onClose }: { form: TaxStatement; onClose: () => void }) {
  const id = useId();
  const account = `${form.accountName} ${form.accountNumber}`;
  const words = formCopy.forms[form.formType];
  return (
    <article className="statement-view" aria-labelledby={`${id}-heading`}>
      <div className="statement-view__heading">
        <h3 id={`${id}-heading`}>{resolveTemplate(copy.taxFormHeading, { year: form.taxYear, form: form.formType, account })}</h3>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {copy.closeTaxForm}
        </button>
      </div>
      <p>{resolveTemplate(words.subtitle, { taxYear: form.taxYear })}</p>
      <table className="statement-table statement-view__figures">
        <caption className="visually-hidden">{resolveTemplate(formCopy.title, { formType: form.formType })}</caption>
        <tbody>
          <tr>
            <th scope="row">{formCopy.account}</th>
            <td>{account}</td>
          </tr>
          <tr>
            <th scope="row">{words.box1}</th>
            <td className="statement-table__number">{formatCents(form.amountCents)}</td>
          </tr>
        </tbody>
      </table>
      <p className="statement-view__note">{formCopy.notice}</p>
    </article>
  );
}

/** The tax forms of completed years (v3 list), each downloadable as a PDF. */
export function TaxStatements() {
  const id = useId();
  const forms = useTaxStatements();
  const [viewing, setViewing] = useState<string | null>(null);
  const viewed = forms.data?.find((form) => form.uid === viewing);
  return (
    <section className="statements__section card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.taxHeading}</h2>
      {forms.isPending ? <StatementsLoading /> : null}
      {forms.isError ? <StatementsError onRetry={() => void forms.refetch()} /> : null}
      {forms.data?.length === 0 ? <p className="statements__state">{copy.taxNone}</p> : null}
      {forms.data === undefined || forms.data.length === 0 ? null : (
        <table className="statement-table">
          <caption className="visually-hidden">{copy.taxCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.columnTaxYear}</th>
              <th scope="col">{copy.columnForm}</th>
              <th scope="col">{copy.columnAccount}</th>
              <th scope="col" className="statement-table__number">
                {copy.columnAmount}
              </th>
              <th scope="col">{copy.columnDocument}</th>
            </tr>
          </thead>
          <tbody>
            {forms.data.map((form) => {
              const account = `${form.accountName} ${form.accountNumber}`;
              return (
                <tr key={form.uid}>
                  <th scope="row" data-label={copy.columnTaxYear}>
                    {form.taxYear}
                  </th>
                  <td data-label={copy.columnForm}>{form.formType}</td>
                  <td data-label={copy.columnAccount}>{account}</td>
                  <td data-label={copy.columnAmount} className="statement-table__number">
                    {formatCents(form.amountCents)}
                  </td>
                  <td data-label={copy.columnDocument}>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-pressed={viewing === form.uid}
                      aria-label={resolveTemplate(copy.taxViewLabel, { year: form.taxYear, form: form.formType, account })}
                      onClick={() => setViewing(form.uid)}
                    >
                      {copy.taxView}
                    </button>{' '}
                    <DocumentButton
                      request={taxStatementRequest(form.uid, form.accountNumber)}
                      fileName={`${form.formType}-${form.taxYear}-${form.uid}.pdf`}
                      label={resolveTemplate(copy.taxDownloadLabel, { year: form.taxYear, form: form.formType, account })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {viewed ? <TaxFormView form={viewed} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}
