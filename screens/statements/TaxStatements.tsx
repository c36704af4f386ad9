import { useId } from 'react';
import { formatCents, resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';
import { DocumentButton } from './DocumentButton';
import { taxStatementRequest, useTaxStatements } from './statements-api';
import { StatementsError, StatementsLoading } from './StatementStates';

const copy = copyManifest.screens.statements;

/** The tax forms of completed years (v3 list), each downloadable as a PDF. */
export function TaxStatements() {
  const id = useId();
  const forms = useTaxStatements();
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
    </section>
  );
}
