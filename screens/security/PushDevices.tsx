import { useId, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { TfaPushDevice } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { FlowError, FlowLoading } from '../shared/flow/FlowStates';
import { SuccessBanner } from '../shared/flow/SuccessBanner';
import { useConfirmModal } from '../shared/flow/use-confirm-modal';
import { usePushDevices, useRemovePushDevice } from './security-api';
import { formatSignInTime } from './sign-in-time';

const copy = copyManifest.screens.security;
const REMOVE_MODAL = 'removePushDevice';

function DeviceRow({ device, onRemove }: { device: TfaPushDevice; onRemove: (button: HTMLButtonElement) => void }) {
  return (
    <li className="security__device">
      <div>
        <p className="security__device-name">{device.deviceName}</p>
        <p className="security__device-meta">
          {device.pushDevice}
          {' · '}
          {device.lastLoginDateTime === null ? (
            copy.deviceNeverUsed
          ) : (
            <time dateTime={device.lastLoginDateTime}>{resolveTemplate(copy.deviceLastUsed, { time: formatSignInTime(device.lastLoginDateTime) })}</time>
          )}
        </p>
      </div>
      <button
        type="button"
        className="button button--secondary"
        aria-label={resolveTemplate(copy.removeDeviceLabel, { name: device.deviceName })}
        onClick={(event) => onRemove(event.currentTarget)}
      >
        {copy.removeDevice}
      </button>
    </li>
  );
}

/**
 * The member's registered push devices (GET /tfa/devices) with Remove behind a confirmation dialog (DELETE
 * /esi/devices/device/{id}). Shared by the security hub and sign-in settings.
 */
export function PushDevices() {
  const headingId = useId();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const [removed, setRemoved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = useConfirmModal();

  // The modal host gives focus back to the Remove button when the dialog closes (the row stays when removal fails).
  const ask = async (device: TfaPushDevice, opener: HTMLButtonElement) => {
    setRemoved(null);
    setFailed(null);
    const values = { name: device.deviceName };
    const outcome = await confirm(REMOVE_MODAL, values, () => remove.mutateAsync(device.pushId), { opener });
    if (!outcome.confirmed) return;
    if ('error' in outcome) setFailed(resolveTemplate(copy.removeFailed, values));
    else setRemoved(resolveTemplate(copy.deviceRemoved, values));
  };

  const list = devices.data?.pushDevices;
  return (
    <section className="security__section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.devicesHeading}</h2>
      <p>{copy.devicesIntro}</p>
      {removed === null ? null : <SuccessBanner text={removed} />}
      {failed === null ? null : (
        <p className="security__error" role="alert">
          {failed}
        </p>
      )}
      {devices.isPending ? <FlowLoading text={copy.loading} /> : null}
      {devices.isError && list === undefined ? <FlowError text={copy.error} retryLabel={copy.retry} onRetry={() => void devices.refetch()} /> : null}
      {list !== undefined && list.length === 0 ? <p className="security__empty">{copy.devicesEmpty}</p> : null}
      {list !== undefined && list.length > 0 ? (
        <ul className="security__devices">
          {list.map((device) => (
            <DeviceRow key={device.pushId} device={device} onRemove={(button) => void ask(device, button)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
