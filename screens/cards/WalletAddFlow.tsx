import { SchemaForm } from '../../engine/react/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { cardsManifest } from '../../src/manifests/card-manifest';
import { StepHeading } from '../shared/flow/StepHeading';
import { usePermissionDenied } from '../shared/flow/use-permission-denied';
import { useAddWalletToken } from './card-services-api';
import type { WalletName, WalletToken } from './card-services-api';
import type { CardItem } from './cards-api';
import { cardFormFailure } from './form-failure';
import { formCopy } from '../shared/form-copy';

const common = cardsManifest.copy.cardServices.common;

interface WalletData {
  wallet: WalletName;
  deviceName: string;
}

export interface WalletAddFlowProps {
  readonly card: CardItem;
  readonly onAdded: (token: WalletToken) => void;
  readonly onCancel: () => void;
}

/** Adds the card to a wallet on a device (config/forms wallet-token); a locked or closed card is refused. Lazy (rjsf). */
export default function WalletAddFlow({ card, onAdded, onCancel }: WalletAddFlowProps) {
  const manifest = formManifests['wallet-token'];
  if (!manifest) throw new Error('No form "wallet-token" in config/forms');
  const add = useAddWalletToken();
  const permissionDenied = usePermissionDenied();

  const submit = async (body: WalletData) => {
    try {
      onAdded(await add.mutateAsync({ cardId: card.id, body }));
      return undefined;
    } catch (error) {
      if (permissionDenied(error)) return undefined;
      return cardFormFailure(error, ['wallet', 'deviceName']);
    }
  };

  return (
    <section className="card-services__section card" aria-labelledby="wallet-add">
      <StepHeading id="wallet-add">{manifest.title}</StepHeading>
      {manifest.description ? <p>{manifest.description}</p> : null}
      <SchemaForm<WalletData> manifest={manifest} copy={formCopy} onSubmit={submit}>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {common.cancel}
        </button>
      </SchemaForm>
    </section>
  );
}
