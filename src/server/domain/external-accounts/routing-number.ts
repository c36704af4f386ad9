import { appManifest } from '../../../manifests';

/**
 * The ABA routing-number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of ten. Catches every
 * single mistyped digit and most swapped neighbours before an ACH file ever carries the number.
 */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^[0-9]{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number) as [number, number, number, number, number, number, number, number, number];
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** The institution a routing number belongs to, from the directory in config/app.json, or its "other" name. */
export function institutionNameFor(routingNumber: string): string {
  const { routingDirectory, otherInstitutionName } = appManifest.externalAccounts;
  return (routingDirectory as Readonly<Record<string, string>>)[routingNumber] ?? otherInstitutionName;
}
