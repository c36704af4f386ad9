import type { FormManifest } from '../../engine/core/generated/manifests.gen';
import { formCopyFromErrors } from '../../engine/core/forms';
import { formManifests } from '../../src/manifests/form-manifests';
import { errorsManifest } from '../../src/manifests';
import type { CardItem } from './cards-api';

/** The engine's form messages from config/errors.json, shared by the card forms. */
export const cardFormCopy = formCopyFromErrors(errorsManifest.errors);

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
