import { resolveTemplate } from '../../engine/core';
import { copyManifest } from '../../src/manifests';

const copy = copyManifest.screens['stop-payment'];

/** "check 1234" or "checks 1200 through 1225": how the screen names what a stop covers. */
export function checksText(first: number, last: number): string {
  return first === last ? resolveTemplate(copy.checkOne, { number: first }) : resolveTemplate(copy.checkRange, { first, last });
}
