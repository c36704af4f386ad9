import { resolveTemplate } from '../../engine/core';
import { cardsManifest } from '../../src/manifests/card-manifest';
import type { WalletToken } from './card-services-api';

const copy = cardsManifest.copy.cardServices.wallets;
const common = cardsManifest.copy.cardServices.common;

/** "Apple Pay": a wallet's name from config/cards.json. */
export const walletName = (token: Pick<WalletToken, 'wallet'>): string => cardsManifest.wallets[token.wallet];

export interface WalletTokenListProps {
  readonly tokens: readonly WalletToken[];
  /** Left out for a user who may only look. */
  readonly onRemove?: (token: WalletToken, button: HTMLButtonElement) => void;
}

/** The wallets one card is in: wallet, device, the token's last four and its status, each removable. */
export function WalletTokenList({ tokens, onRemove }: WalletTokenListProps) {
  if (tokens.length === 0) return <p>{copy.empty}</p>;
  return (
    <ul className="card-services__list">
      {tokens.map((token) => (
        <li key={token.id} className="card-services__item" data-testid="wallet-token">
          <div>
            <h3>{`${walletName(token)} · ${token.deviceName}`}</h3>
            <p className="card-services__meta">
              {`${copy.token}: ••••${token.tokenLastFour} · ${copy.status}: ${token.status === 'ACTIVE' ? common.statusActive : common.statusSuspended}`}
            </p>
          </div>
          {onRemove ? (
            <button
              type="button"
              className="button button--secondary"
              aria-label={resolveTemplate(copy.removeLabel, { wallet: walletName(token), device: token.deviceName })}
              onClick={(event) => onRemove(token, event.currentTarget)}
            >
              {copy.remove}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
