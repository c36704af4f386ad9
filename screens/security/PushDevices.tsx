import { useId, useRef, useState } from 'react';
import { resolveTemplate } from '../../engine/core';
import type { TfaPushDevice } from '../../engine/core/generated/api.gen';
import { copyManifest } from '../../src/manifests';
import { RemoveDeviceDialog } from './RemoveDeviceDialog';
import { usePushDevices, useRemovePushDevice } from './security-api';
import { formatSignInTime } from './sign-in-time';
import { SecurityError, SecurityLoading } from './SecurityStates';
import { SuccessBanner } from './SuccessBanner';

const copy = copyManifest.screens.security;

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
  const [pending, setPending] = useState<TfaPushDevice | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const ask = (device: TfaPushDevice, button: HTMLButtonElement) => {
    opener.current = button;
    setRemoved(null);
    setFailed(null);
    setPending(device);
  };

  const cancel = () => {
    setPending(null);
    opener.current?.focus();
  };

  const confirm = () => {
    if (pending === null) return;
    const device = pending;
    remove.mutate(device.pushId, {
      onSuccess: () => {
        setPending(null);
        setRemoved(resolveTemplate(copy.deviceRemoved, { name: device.deviceName }));
      },
      onError: () => {
        setPending(null);
        setFailed(resolveTemplate(copy.removeFailed, { name: device.deviceName }));
        // The row is still there: give focus back to its Remove button.
        opener.current?.focus();
      },
    });
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
      {devices.isPending ? <SecurityLoading /> : null}
      {devices.isError && list === undefined ? <SecurityError onRetry={() => void devices.refetch()} /> : null}
      {list !== undefined && list.length === 0 ? <p className="security__empty">{copy.devicesEmpty}</p> : null}
      {list !== undefined && list.length > 0 ? (
        <ul className="security__devices">
          {list.map((device) => (
            <DeviceRow key={device.pushId} device={device} onRemove={(button) => ask(device, button)} />
          ))}
        </ul>
      ) : null}
      {pending === null ? null : <RemoveDeviceDialog device={pending} busy={remove.isPending} onConfirm={confirm} onCancel={cancel} />}
    </section>
  );
}
