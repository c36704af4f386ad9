import { describe, expect, it } from 'vitest';
import {
  alertTypeOfCondition,
  alertTypeOfPrecheck,
  gateAlert,
  orderConditions,
  type AlertGateInput,
  type AlertRules,
} from '../../../engine/core/alert-gating';
import type { PageKey, ProductGroupKind } from '../../../engine/core/generated/manifests.gen';
import { alertsManifest } from '../../../src/manifests';

const PAGE_KEYS: readonly PageKey[] = ['accountsummary', 'accountstatements', 'accountdetail', 'directdeposit', 'opennewaccount', 'accountsummaryedit'];
const rules: AlertRules = alertsManifest;

interface Expectation {
  showModal: boolean;
  blockPage: boolean;
  title?: string;
  variant?: string;
  contactUs?: boolean;
}

const none: Expectation = { showModal: false, blockPage: false };
const gate = (alertType: string | null, pageKey: PageKey, productGroup?: ProductGroupKind) =>
  gateAlert(rules, { alertType, pageKey, ...(productGroup ? { productGroup } : {}) } satisfies AlertGateInput);

// The precheck alerts and their page gating, page by page, with the config as shipped.
const table: [string, string | null, PageKey, ProductGroupKind | undefined, Expectation][] = [
  ['no alert: every page loads, no modal', null, 'accountdetail', undefined, none],
  ['empty alert type: same as none', '', 'opennewaccount', undefined, none],

  ['fatal: even the summary is blocked, with the sign-out modal', 'fatal', 'accountsummary', undefined, { showModal: true, blockPage: true, title: 'Unable to Sign In', variant: 'signOut', contactUs: true }],
  ['fatal: any other page is blocked with sign-out', 'fatal', 'accountdetail', 'deposits', { showModal: true, blockPage: true, variant: 'signOut', contactUs: true }],
  ['fatal: statements blocked too', 'fatal', 'accountstatements', undefined, { showModal: true, blockPage: true, variant: 'signOut' }],
  ['API error: sign out, no Contact Us', 'apiError', 'directdeposit', undefined, { showModal: true, blockPage: true, title: 'Unable to Sign In', variant: 'signOut', contactUs: false }],
  ['API error: the summary is blocked under the modal too', 'apiError', 'accountsummary', undefined, { showModal: true, blockPage: true, variant: 'signOut', contactUs: false }],
  ['unknown alert type: treated as the unknown alert (blocks, sign-out)', 'no-such-alert', 'accountdetail', 'deposits', { showModal: true, blockPage: true, title: 'Contact Us', variant: 'signOut' }],

  ['severe L7: no modal on summary', 'severeL7', 'accountsummary', undefined, none],
  ['severe L7: no modal on statements (they stay available)', 'severeL7', 'accountstatements', undefined, none],
  ['severe L7: Limited Features elsewhere, confirm closes', 'severeL7', 'accountdetail', 'deposits', { showModal: true, blockPage: false, title: 'Limited Features', variant: 'confirm', contactUs: true }],
  ['severe L7: Feature Unavailable on the accounts edit page', 'severeL7', 'accountsummaryedit', undefined, { showModal: true, blockPage: false, title: 'Feature Unavailable', variant: 'confirm' }],
  ['less severe L7: no modal on summary', 'lessSevereL7', 'accountsummary', undefined, none],
  ['less severe L7: no modal on statements', 'lessSevereL7', 'accountstatements', undefined, none],
  ['less severe L7: Limited Features on direct deposit', 'lessSevereL7', 'directdeposit', undefined, { showModal: true, blockPage: false, title: 'Limited Features', variant: 'confirm' }],
  ['less severe L7: Feature Unavailable on the accounts edit page', 'lessSevereL7', 'accountsummaryedit', undefined, { showModal: true, blockPage: false, title: 'Feature Unavailable' }],

  ['litigation: modal skipped on summary', 'litigation', 'accountsummary', undefined, none],
  ['litigation: modal skipped on statements', 'litigation', 'accountstatements', undefined, none],
  ['litigation: modal skipped on direct deposit', 'litigation', 'directdeposit', undefined, none],
  ['litigation: modal on open-new-account, close, no Contact Us', 'litigation', 'opennewaccount', undefined, { showModal: true, blockPage: false, title: 'Restricted Action', variant: 'close', contactUs: false }],
  ['litigation: blocks a credit card detail', 'litigation', 'accountdetail', 'creditCards', { showModal: true, blockPage: true, title: 'Restricted Action', variant: 'close' }],
  ['litigation: blocks a loan detail', 'litigation', 'accountdetail', 'loans', { showModal: true, blockPage: true, title: 'Restricted Action' }],
  ['litigation: a deposit account detail loads, no modal', 'litigation', 'accountdetail', 'deposits', none],
  ['litigation: a HELOC detail loads, no modal', 'litigation', 'accountdetail', 'heloc', none],
  ['litigation: an IRA detail loads, no modal', 'litigation', 'accountdetail', 'ira', none],
  ['litigation: detail of an account of unknown kind is blocked (fails closed)', 'litigation', 'accountdetail', undefined, { showModal: true, blockPage: true }],
  ['bankruptcy: modal skipped on summary', 'bankruptcy', 'accountsummary', undefined, none],
  ['bankruptcy: modal skipped on account detail, even a card', 'bankruptcy', 'accountdetail', 'creditCards', none],
  ['bankruptcy: modal on open-new-account, close, no Contact Us', 'bankruptcy', 'opennewaccount', undefined, { showModal: true, blockPage: false, title: 'Restricted Action', variant: 'close', contactUs: false }],

  ['delinquent: modal skipped on summary', 'delinquent', 'accountsummary', undefined, none],
  ['delinquent: modal skipped on account detail', 'delinquent', 'accountdetail', 'creditCards', none],
  ['delinquent: modal skipped on open-new-account', 'delinquent', 'opennewaccount', undefined, none],
  ['delinquent: Feature Unavailable on the accounts edit page, confirm', 'delinquent', 'accountsummaryedit', undefined, { showModal: true, blockPage: false, title: 'Feature Unavailable', variant: 'confirm' }],

  ['cease and desist: banner only, no modal', 'ceaseAndDesist', 'opennewaccount', undefined, none],
  ['profile intercept: no account-alert modal', 'memberProfile', 'accountsummary', undefined, none],
  ['paperless: no account-alert modal', 'paperless', 'accountsummary', undefined, none],
  ['disclosures: no account-alert modal', 'disclosure', 'accountdetail', 'deposits', none],
];

describe('gateAlert (page gating, config/alerts.json as shipped)', () => {
  it.each(table)('%s', (_name, alertType, pageKey, productGroup, expected) => {
    const result = gate(alertType, pageKey, productGroup);
    expect({ showModal: result.showModal, blockPage: result.blockPage }).toEqual({ showModal: expected.showModal, blockPage: expected.blockPage });
    if (expected.title !== undefined) expect(result.modal?.title).toBe(expected.title);
    if (expected.variant !== undefined) expect(result.modalVariant).toBe(expected.variant);
    if (expected.contactUs !== undefined) expect(result.modal?.contactUs).toBe(expected.contactUs);
    if (!expected.showModal) expect(result.modal).toBeUndefined();
  });

  it('loads the accounts summary under every alert whose pages load, and under none whose pages do not', () => {
    for (const alertType of [...Object.keys(rules.types), 'no-such-alert']) {
      const definition = rules.types[alertType] ?? rules.types[rules.unknownCodeAlertType];
      expect(gate(alertType, 'accountsummary').blockPage, alertType).toBe(definition?.pageLoads !== true);
    }
  });

  it('blocks no page for an alert whose pages load, except the pages it blocks outright', () => {
    for (const [alertType, definition] of Object.entries(rules.types)) {
      if (!definition.pageLoads) continue;
      for (const pageKey of PAGE_KEYS) {
        const blocked = gate(alertType, pageKey, 'deposits').blockPage;
        expect(blocked, `${alertType} on ${pageKey}`).toBe(false);
      }
    }
  });

  it('names the intercept of profile and paperless alerts, and the disclosures redirect', () => {
    expect(gate('memberProfile', 'accountsummary').intercept).toBe('profile');
    expect(gate('paperless', 'accountsummary').intercept).toBe('paperless');
    expect(gate('litigation', 'accountsummary').intercept).toBeUndefined();
    expect(gate('disclosure', 'accountsummary').redirectTo).toBe(rules.disclosures.path);
    expect(gate('fatal', 'accountdetail').intercept).toBeUndefined();
  });

  it('fills [alertExpdate] in the change-of-address body with slashes, and ignores a date that is too short', () => {
    const withDate = gateAlert(rules, { alertType: 'changeOfAddress', pageKey: 'accountsummary', alertExpdate: '12-31-2026' });
    expect(withDate.showModal).toBe(true);
    expect(withDate.modal?.body).toBe('Your temporary address expires on 12/31/2026. Please review your address in your profile.');
    expect(withDate.modalVariant).toBe('navigate');
    const short = gateAlert(rules, { alertType: 'changeOfAddress', pageKey: 'accountsummary', alertExpdate: '12-31' });
    expect(short.modal?.body).toContain('[alertExpdate]');
    expect(gateAlert(rules, { alertType: 'changeOfAddress', pageKey: 'accountdetail' }).showModal).toBe(false);
  });

  it('fails loudly when alerts.json has neither the alert type nor an unknown type', () => {
    const broken: AlertRules = { ...rules, unknownCodeAlertType: 'missing-too' };
    expect(() => gateAlert(broken, { alertType: 'no-such-alert', pageKey: 'accountdetail' })).toThrow(/no alert type "no-such-alert"/);
  });
});

describe('alert types of precheck answers', () => {
  it.each<[string, string]>([
    ['LIT_MBR', 'litigation'],
    ['LIT_MSR', 'litigation'],
    ['BKR_MBR', 'bankruptcy'],
    ['L7S_MBR', 'severeL7'],
    ['L7L_MSR', 'lessSevereL7'],
    ['DEL_MBR', 'delinquent'],
    ['CND_MBR', 'ceaseAndDesist'],
    ['FTL_MBR', 'fatal'],
    ['DPE_MBR', 'disclosure'],
    ['PRF_MBR', 'memberProfile'],
    ['PPL_MBR', 'paperless'],
    ['ZZZ_MBR', 'unknown'],
    ['constructor', 'unknown'],
  ])('condition %s is %s', (code, alertType) => {
    expect(alertTypeOfCondition(rules, code)).toBe(alertType);
  });

  it('falls back to the API-error alert (sign-out) when the precheck fails', () => {
    const alertType = alertTypeOfPrecheck(rules, 'failed');
    expect(alertType).toBe('apiError');
    const result = gate(alertType, 'accountdetail', 'deposits');
    expect(result).toMatchObject({ showModal: true, blockPage: true, modalVariant: 'signOut' });
    expect(result.modal?.contactUs).toBe(false);
  });

  it('takes the alert type the precheck names when alerts.json knows it, else its first condition, else none', () => {
    expect(alertTypeOfPrecheck(rules, { firstCondition: 'LIT_MBR', alertType: 'litigation' })).toBe('litigation');
    expect(alertTypeOfPrecheck(rules, { firstCondition: 'BKR_MBR', alertType: 'constructor' })).toBe('bankruptcy');
    expect(alertTypeOfPrecheck(rules, { firstCondition: 'ZZZ_MBR' })).toBe('unknown');
    expect(alertTypeOfPrecheck(rules, { firstCondition: null, alertType: null })).toBeNull();
    expect(alertTypeOfPrecheck(rules, {})).toBeNull();
  });

  it('orders conditions: page-stopping, then redirects, then restrictions, then intercepts', () => {
    expect(orderConditions(rules, ['PPL_MBR', 'LIT_MBR', 'PRF_MBR', 'DPE_MBR', 'FTL_MBR', 'DEL_MBR'])).toEqual([
      'FTL_MBR',
      'DPE_MBR',
      'LIT_MBR',
      'DEL_MBR',
      'PRF_MBR',
      'PPL_MBR',
    ]);
    expect(orderConditions(rules, ['LIT_MBR', 'ZZZ_MBR', 'LIT_MBR'])).toEqual(['ZZZ_MBR', 'LIT_MBR']);
    expect(orderConditions(rules, [])).toEqual([]);
  });
});
