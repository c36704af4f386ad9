import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import { formManifests } from '../../src/manifests/form-manifests';
import { formCopy } from '../shared/form-copy';
import type { CardItem } from './cards-api';

/** The engine's form messages from config/errors.json, as every screen's forms use them. */
export const cardFormCopy = formCopy;

/** A form of config/forms this folder cannot work without. */
export function cardForm(id: string): FormManifest {
  const manifest = formManifests[id];
  if (!manifest) throw new Error(`No form "${id}" in config/forms`);
  return manifest;
}

/** What every card form panel is given. */
export interface CardFormProps {
  readonly card: CardItem;
  /** The card's own API path (cardPath). */
  readonly base: string;
  readonly onDone: (message: string) => void;
  readonly onCancel: () => void;
}
