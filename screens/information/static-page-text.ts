import { resolveTemplate } from '../../engine/core';
import { appManifest } from '../../src/manifests';

/** Fills a static page's {memberServicesPhone}, {routingNumber} and {productName} from config/app.json. */
export function pageText(text: string): string {
  return resolveTemplate(text, { memberServicesPhone: appManifest.memberServicesPhone, routingNumber: appManifest.routingNumber, productName: appManifest.productName });
}
