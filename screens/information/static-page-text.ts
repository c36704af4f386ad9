import { resolveTemplate } from '../../engine/core';
import { appManifest } from '../../src/manifests';

/** Fills a static page's {memberServicesPhone}, {routingNumber} and {productName} from config/app.json. */
export function pageText(text: string): string {
  return resolveTemplate(text, { memberServicesPhone: appManifest.memberServicesPhone, routingNumber: appManifest.routingNumber, productName: appManifest.productName });
}

/** "(800) 555-0199" → "tel:+18005550199", so phones can dial a number the page shows. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
