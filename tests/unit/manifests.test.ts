import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../../engine/core/generated/manifests.gen';
import { cardsManifest } from '../../src/manifests/card-manifest';
import {
  alertsManifest,
  appManifest,
  bannersManifest,
  copyManifest,
  errorsManifest,
  limitsManifest,
  menusManifest,
  modalsManifest,
  routesManifest,
} from '../../src/manifests';
import { formManifests } from '../../src/manifests/form-manifests';

interface RoutedPage {
  readonly path: string;
  readonly node: RouteNode;
}

function routedPages(nodes: readonly RouteNode[], parent = ''): RoutedPage[] {
  return nodes.flatMap((node) => {
    const path = node.index ? parent || '/' : `${parent}/${node.path ?? ''}`;
    // A screen with an index child is a section around its children (Move Money's tabs): the index answers its path.
    const section = node.screen !== undefined && (node.children ?? []).some((child) => child.index === true);
    const own = (node.screen !== undefined && !section) || node.redirect !== undefined ? [{ path, node }] : [];
    return [...own, ...routedPages(node.children ?? [], node.index ? parent : path)];
  });
}

const pages = routedPages(routesManifest.routes);
const pageAt = (path: string): RouteNode | undefined => pages.find((page) => page.path === path)?.node;

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(allStrings);
}

// The card screens' copy lives in config/cards.json (it loads with the card routes), so it is part of the catalogue too.
const catalogue = new Set(
  [modalsManifest, errorsManifest, bannersManifest, limitsManifest, alertsManifest, copyManifest, cardsManifest.copy].flatMap(allStrings),
);

describe('manifests', () => {
  it('are deep-frozen, so no code can change a manifest at run time', () => {
    expect(Object.isFrozen(appManifest.session)).toBe(true);
    const firstItem = menusManifest.menus.mainNav.items[0];
    expect(Object.isFrozen(firstItem)).toBe(true);
    expect(() => {
      (appManifest.session as { lengthSeconds: number }).lengthSeconds = 1;
    }).toThrow(TypeError);
    expect(appManifest.session.lengthSeconds).toBe(900);
  });

  it('give every page that shows a screen a title', () => {
    const untitled = pages.filter((page) => page.node.screen !== undefined && !page.node.title).map((page) => page.path);
    expect(untitled).toEqual([]);
  });

  it('hold every route the app is built with', () => {
    const spec2 = [
      '/accounts/list/summary', '/accounts/details', '/accounts/account-services', '/accounts/add-joint-owner',
      '/accounts/direct-deposit-request', '/accounts/overdraft-protection-options', '/accounts/change-checking-account-type',
      '/accounts/manage-ira-beneficiaries', '/move-money/bill-pay', '/move-money/scheduled', '/move-money/transfers',
      '/move-money/manage-accounts', '/move-money/cash-advance', '/move-money/zelle-eligibility', '/move-money/zelle-faq',
      '/move-money/mobile-deposit-faq', '/move-money/cashiers-check-request', '/cards', '/cards/list', '/statements',
      '/statements/preferences', '/under-construction', '/settings/profile', '/settings/sign-in', '/settings/notifications',
      '/settings/products-and-more', '/trusted-users', '/more-menu/security', '/more-menu/data-and-privacy-preferences',
      '/claims-center', '/more-menu/status-center', '/more-menu/EDR', '/more-menu/estate-planning-center',
      '/consumer-loans-eprom/my-applications', '/more-menu/disclosures', '/more-menu/upload-documents',
      '/more-menu/mrc-portal', '/more-menu/manage-beneficiaries', '/more-menu/investment-center', '/message-center/v7/inbox',
      '/open-new-accounts', '/open-new-accounts/select-loan-accounts/link/myhomeloan', '/ccpa', '/bpat', '/chat-bot',
      '/cloud-token-binding', '/disclosures', '/consumer-loans', '/consumer-loans-eprom', '/certs', '/ira', '/change-due-date',
      '/debit-digital-card-issuance/member', '/creditcard-application', '/instantissuance', '/onboarding', '/my-makingcents',
      '/personal-finance', '/credit-card-fraud', '/urgent-banner-notification-moreinfo', '/creditcard-prequal',
      '/add-creditcard-authorized-users', '/insights-offers', '/cgiportal/link', '/docup/link', '/pod', '/kobie-rewards',
      '/servicedesk/search', '/login', '/',
    ];
    expect(spec2.filter((path) => pageAt(path) === undefined)).toEqual([]);
  });

  it('redirect the section roots and unknown paths', () => {
    expect(pageAt('/accounts')?.redirect).toBe('/accounts/list');
    expect(pageAt('/accounts/list')?.redirect).toBe('/accounts/list/summary');
    expect(pageAt('/move-money')?.redirect).toBe('/move-money/scheduled');
    expect(routesManifest.notFound.redirect).toBe('/accounts');
    expect(pageAt('/accounts/list/summary')).toMatchObject({ screen: 'accounts-summary', pageKey: 'accountsummary' });
    expect(pageAt('/login')).toMatchObject({ screen: 'login', public: true, layout: 'bare' });
    expect(pageAt('/onboarding')?.layout).toBe('onboarding');
    expect(pageAt('/accounts/manage-ira-beneficiaries')?.frame?.title).toBe('Designated Beneficiaries');
    expect(pageAt('/credit-card-fraud')?.frame?.title).toBe('Credit Card Fraud');
  });

  it('carry the product copy verbatim', () => {
    const spec = [
      'We experienced a technical problem. Please try again later.',
      "We're having trouble displaying your information. Please try again later.",
      'Failed to validate payment. Please try again.',
      'A scheduled payment already exists between these accounts. Please edit or cancel the existing payment, or make your payment today.',
      'This transaction exceeds your transfer limit. For assistance, please ',
      "We're Sorry",
      'Access to this feature is currently unavailable.',
      'There was a problem saving your updates. Please try again.',
      'Are you sure you want to exit?',
      'Session Timeout',
      'Failed to Load',
      'Try Again',
      'Verification Required',
      "In order to proceed, we'll need to verify your identity.",
      "You're currently unable to perform this task on our website or mobile app. Please contact us or visit a branch for assistance.",
      'Transaction Denied',
      "Due to the nature of this transaction, you're unable to perform it on our website or mobile app.",
      'Verification Denied',
      "You've exceeded the maximum number of attempts to complete verification. Please call us at {phone} for assistance.",
      'Your verification has been denied.',
      'There was a problem loading your verification options. Please try again.',
      'There was a problem submitting your code. Please try again.',
      'There was a problem sending your push notification. Please try again.',
      'You are not eligible to access this feature. Please contact us via LiveChat on the Digital Investor Website.',
      'Your account failed to meet one or more eligibility requirements for using Direct Deposit.',
      'Contact Us',
      'Unable to Sign In',
      'Restricted Action',
      'Feature Unavailable',
      'Your banking features are currently limited',
      'Limited Features',
      "We're unable to complete your request.",
      "We're unable to connect to your accounts right now. Please try again later.",
      'An unexpected error occurred.',
      'This action is restricted on this account due to the member being in Litigation.',
      "We're having trouble displaying some data. Please try again later.",
      'Amount exceeds the maximum allowed. Please enter an amount less than $100,000,000.00.',
      'Amount exceeds the maximum allowed. Please enter an amount less than $100,000.00.',
      'Amount cannot exceed $5,000.00 per day',
      "Amount can't exceed $5,000.00 per transfer. Please enter a smaller amount or contact us to transfer more.",
      'Amount exceeds your 14-day payoff amount.',
      'Maximum balance reached.',
      'Enter an amount.',
      'Amount exceeds the maximum HELOC advance of $30,000.00 per transaction.',
      'This amount exceeds your Available Balance. Please enter an amount less than {amount}',
      'Too Many Attempts',
      'Identity Verified',
      'Access Unavailable',
      'You do not have access to this feature.',
      'Due to inactivity, your session will time out.',
      'Go to Profile',
      'Remind Me Later',
      'No phone number on file',
      'No email address on file',
      'MISSING',
      'INVALID',
      'DEACTIVATED',
      'iframeLink Expected',
      'Please enter numbers only',
      'Please enter a value',
      'The code you entered was incorrect.',
    ];
    expect(spec.filter((text) => !catalogue.has(text))).toEqual([]);
  });

  it('give each modal its buttons', () => {
    const labels = (key: string): string[] => modalsManifest.modals[key]?.buttons.map((button) => button.label) ?? [];
    expect(labels('featureUnavailable')).toEqual(['OK']);
    expect(labels('permissionDenied')).toEqual(['Cancel', 'Contact Us']);
    expect(labels('sessionTimeout')).toEqual(['Continue', 'Sign Out']);
    expect(labels('exitConfirm')).toEqual(['Exit', 'Not Now']);
    expect(labels('stepUpLockout')).toEqual(['Cancel']);
    expect(labels('stepUpRefuse')).toEqual(['Continue']);
    expect(labels('stepUpVerified')).toEqual(['Continue']);
    expect(labels('digitalInvestorIneligible')).toEqual(['Continue', 'Go Back']);
    expect(modalsManifest.defaults).toEqual({ centered: true, backdrop: 'static', keyboard: false });
  });

  it('keep the app constants and limits in integer cents', () => {
    expect(appManifest).toMatchObject({ appVersion: '3.6.2', flavor: 'V7', customerProgramId: 'CPID-Online' });
    expect(appManifest.session).toMatchObject({ lengthSeconds: 900, statusPollMs: 60000, refreshCheckMs: 81000, warningAtSeconds: 90 });
    expect(limitsManifest.amounts).toMatchObject({ achMinCents: 500, achMaxCents: 1_000_000, cashAdvanceMinCents: 5_000, helocAdvanceMaxCents: 3_000_000 });
    const { maximumBalanceCents, yearlyContributionLimitCents, ...amounts } = limitsManifest.amounts;
    for (const cents of [...Object.values(amounts), ...Object.values(maximumBalanceCents), ...Object.values(yearlyContributionLimitCents)]) expect(Number.isInteger(cents)).toBe(true);
  });

  it('map member and staff condition codes to alert types that exist', () => {
    const codes = Object.keys(alertsManifest.conditionCodes);
    expect(codes.filter((code) => code.endsWith('_MBR')).length).toBe(codes.filter((code) => code.endsWith('_MSR')).length);
    expect(alertsManifest.conditionCodes.DPE_MBR).toBe('disclosure');
    expect(alertsManifest.types.severeL7?.modal?.titleByPage?.accountsummaryedit).toBe('Feature Unavailable');
  });

  it('load every form file under config/forms, keyed by id', () => {
    const files = readdirSync(new URL('../../config/forms/', import.meta.url))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(Object.keys(formManifests).sort()).toEqual(files);
  });
});
