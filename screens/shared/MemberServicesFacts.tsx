import { appManifest } from '../../src/manifests';

/** "(800) 555-0199" → "tel:+18005550199", so phones can dial a number the page shows. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The member services line (dialable) and the routing number from config/app.json, as the footer and policy pages list them. */
export function MemberServicesFacts({ className, phoneLabel, routingNumberLabel }: { className: string; phoneLabel: string; routingNumberLabel: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>{phoneLabel}</dt>
        <dd>
          <a href={telHref(appManifest.memberServicesPhone)}>{appManifest.memberServicesPhone}</a>
        </dd>
      </div>
      <div>
        <dt>{routingNumberLabel}</dt>
        <dd>{appManifest.routingNumber}</dd>
      </div>
    </dl>
  );
}
