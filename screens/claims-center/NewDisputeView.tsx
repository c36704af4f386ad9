import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import type { DisputeNewRequest, DisputeSummary } from '../../engine/core/generated/api.gen';
import { disputesManifest } from '../../src/manifests/disputes-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { DISPUTES_QUERY_KEY, fileDispute, uploadDisputeDocument, useDisputeTransaction } from './claims-api';
import { copy, casePath, errorText } from './claims-copy';
import { RegulationNote, TransactionFacts } from './ClaimsFacts';
import { DisputeFiled } from './DisputeFiled';
import { DisputeForm } from './DisputeForm';

/** Disputing one transaction: its facts, then the dispute form (or why it cannot be disputed), then the case filed. */
export function NewDisputeView({ transactionId }: { transactionId: string }) {
  const transaction = useDisputeTransaction(transactionId);
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const idempotencyKey = useRef(crypto.randomUUID());
  const [filed, setFiled] = useState<{ summary: DisputeSummary; failures: string[] } | null>(null);

  if (transaction.isPending) return <p role="status">{copy.transactionLoading}</p>;
  if (transaction.isError) return <p className="member-requests__error" role="alert">{copy.transactionError}</p>;
  const item = transaction.data;
  if (filed) return <DisputeFiled summary={filed.summary} failures={filed.failures} />;

  const file = async (body: DisputeNewRequest, files: readonly File[]) => {
    const summary = await fileDispute(body, idempotencyKey.current);
    const failures: string[] = [];
    for (const document of files.slice(0, disputesManifest.maxDocumentsPerDispute)) {
      try {
        await uploadDisputeDocument(summary.disputeId, document);
      } catch (error) {
        failures.push(resolveTemplate(copy.documentUploadFailed, { fileName: document.name, reason: errorText(error, copy.loadError) }));
      }
    }
    await queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY });
    setFiled({ summary, failures });
  };

  return (
    <section className="member-requests__panel" aria-labelledby="claims-new-heading">
      <StepHeading id="claims-new-heading">{copy.newHeading}</StepHeading>
      <h3>{copy.transactionHeading}</h3>
      <TransactionFacts transaction={item} />
      <RegulationNote limits={disputesManifest.regulationE} />
      {!item.disputable ? (
        <>
          <p className="member-requests__error" role="alert">{item.refusal}</p>
          {item.dispute ? (
            <p>
              <Link to={casePath(item.dispute.disputeId)}>{resolveTemplate(copy.openCase, { caseNumber: item.dispute.caseNumber })}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <DisputeForm transaction={item} onFile={file} onCancel={() => setParams({})} />
      )}
    </section>
  );
}
