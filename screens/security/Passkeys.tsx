import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { Passkey } from '../../engine/core/generated/api.gen';
import { passkeysManifest } from '../../src/manifests/passkeys-manifest';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { PasskeyRow } from './PasskeyRow';
import { PASSKEYS_QUERY_KEY, registerPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './passkeys-api';

const copy = passkeysManifest.copy;

/**
 * The Passkeys section of Sign-In & Security: the member's passkeys with when each was added and last used, "Add a
 * passkey" (a step-up, then the browser's prompt), renaming, and removal (a step-up too). Outcomes are announced: successes in a
 * focused banner, failures as alerts, the open prompt as a status.
 */
export function Passkeys() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const rename = useRenamePasskey();
  const [supported] = useState(browserSupportsWebAuthn);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const add = async () => {
    setDone(null);
    setFailed(null);
    setAdding(true);
    try {
      const added = await registerPasskey();
      await queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY });
      setDone(resolveTemplate(copy.added, { label: added.label }));
    } catch {
      setFailed(copy.addFailed);
    } finally {
      setAdding(false);
    }
  };

  const removeOne = async (passkey: Passkey) => {
    setDone(null);
    setFailed(null);
    const values = { label: passkey.label };
    try {
      await remove.mutateAsync(passkey.id);
      setDone(resolveTemplate(copy.removed, values));
    } catch {
      setFailed(resolveTemplate(copy.removeFailed, values));
    }
  };

  const renameOne = async (passkey: Passkey, label: string): Promise<boolean> => {
    setDone(null);
    setFailed(null);
    try {
      const renamed = await rename.mutateAsync({ credentialId: passkey.id, label });
      setDone(resolveTemplate(copy.renamed, { label: renamed.label }));
      return true;
    } catch {
      setFailed(resolveTemplate(copy.renameFailed, { label: passkey.label }));
      return false;
    }
  };

  const list = passkeys.data?.passkeys;
  return (
    <section className="security__section card" aria-labelledby={headingId} data-testid="passkeys">
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.intro}</p>
      {done === null ? null : <SuccessBanner text={done} />}
      {failed === null ? null : (
        <p className="security__error" role="alert">
          {failed}
        </p>
      )}
      {passkeys.isPending ? <FlowLoading text={copy.loading} /> : null}
      {passkeys.isError && list === undefined ? <FlowError text={copy.loadFailed} retryLabel={copy.retry} onRetry={() => void passkeys.refetch()} /> : null}
      {list !== undefined && list.length === 0 ? <p className="security__empty">{copy.empty}</p> : null}
      {list !== undefined && list.length > 0 ? (
        <ul className="security__devices">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} busy={remove.isPending || rename.isPending} onRemove={() => void removeOne(passkey)} onRename={(label) => renameOne(passkey, label)} />
          ))}
        </ul>
      ) : null}
      {supported ? (
        <>
          <button type="button" className="button" disabled={adding} aria-busy={adding} onClick={() => void add()}>
            {copy.add}
          </button>
          <p className="security__status" role="status">
            {adding ? copy.adding : ''}
          </p>
        </>
      ) : (
        <p>{copy.unsupported}</p>
      )}
    </section>
  );
}
