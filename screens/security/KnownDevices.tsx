import { useId, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { KnownDevice } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { useForgetKnownDevice, useKnownDevices } from './security-api';
import { formatSignInTime } from './sign-in-time';

const copy = copyManifest.screens.security;
const REMOVE_MODAL = 'forgetKnownDevice';

const nameOf = (device: KnownDevice): string => device.name ?? copy.knownDeviceUnnamed;

function KnownDeviceRow({ device, onRemove }: { device: KnownDevice; onRemove: (button: HTMLButtonElement) => void }) {
  const name = nameOf(device);
  return (
    <li className="security__device">
      <div>
        <p className="security__device-name">{name}</p>
        <p className="security__device-meta">
          <time dateTime={device.lastSignIn}>{resolveTemplate(copy.knownDeviceLastSignIn, { time: formatSignInTime(device.lastSignIn) })}</time>
        </p>
        <p className="security__device-meta">
          <time dateTime={device.firstSignIn}>{resolveTemplate(copy.knownDeviceFirstSignIn, { time: formatSignInTime(device.firstSignIn) })}</time>
        </p>
      </div>
      <button type="button" className="button button--secondary" aria-label={resolveTemplate(copy.removeDeviceLabel, { name })} onClick={(event) => onRemove(event.currentTarget)}>
        {copy.removeDevice}
      </button>
    </li>
  );
}

/**
 * The browsers and devices the member is recognised on at sign-in (GET /security-hub/member/devices), each removable
 * behind a confirmation (DELETE .../devices/{id}): a removed one asks for the new-device check at its next sign-in.
 */
export function KnownDevices() {
  const headingId = useId();
  const devices = useKnownDevices();
  const forget = useForgetKnownDevice();
  const [removed, setRemoved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = useConfirmModal();

  const ask = async (device: KnownDevice, opener: HTMLButtonElement) => {
    setRemoved(null);
    setFailed(null);
    const values = { name: nameOf(device) };
    const outcome = await confirm(REMOVE_MODAL, values, () => forget.mutateAsync(device.id), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) setFailed(resolveTemplate(copy.removeFailed, values));
    else setRemoved(resolveTemplate(copy.knownDeviceRemoved, values));
  };

  const list = devices.data?.devices;
  return (
    <section className="security__section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.knownDevicesHeading}</h2>
      <p>{copy.knownDevicesIntro}</p>
      {removed === null ? null : <SuccessBanner text={removed} />}
      {failed === null ? null : (
        <p className="security__error" role="alert">
          {failed}
        </p>
      )}
      {devices.isPending ? <FlowLoading text={copy.loading} /> : null}
      {devices.isError && list === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void devices.refetch()} /> : null}
      {list !== undefined && list.length === 0 ? <p className="security__empty">{copy.knownDevicesEmpty}</p> : null}
      {list !== undefined && list.length > 0 ? (
        <ul className="security__devices" data-testid="known-devices">
          {list.map((device) => (
            <KnownDeviceRow key={device.id} device={device} onRemove={(button) => void ask(device, button)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
