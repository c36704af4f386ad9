// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveTemplate } from '../../../engine/core';
import { addCalendarDays } from '../../../engine/core/calendar';
import { MaturityNotice } from '../../../screens/accounts/MaturityNotice';
import { accountFactsManifest } from '../../../src/manifests/account-facts-manifest';
import { renderScreen, summaryProduct } from './support/render-screen';

const copy = accountFactsManifest.copy;
const noticeDays = accountFactsManifest.certificateMaturityNoticeDays;
// A pinned business date: the notice never depends on the day the test runs.
const TODAY = '2026-11-16';
const certificate = (maturesOn: string | undefined) =>
  summaryProduct('cd-12', 'savings', '12-Month Certificate', '••••4021', 10_000_00, maturesOn === undefined ? {} : { certificateMaturesOn: maturesOn });

afterEach(cleanup);

describe('the summary notice of a certificate maturing soon', () => {
  it('says when it matures and links straight to its renewal choice on the certificates page', () => {
    const maturesOn = addCalendarDays(TODAY, noticeDays);
    renderScreen(<MaturityNotice product={certificate(maturesOn)} today={TODAY} />);
    expect(screen.getByText(resolveTemplate(copy.maturesOn, { date: 'Dec 16, 2026' }))).toBeTruthy();
    const link = screen.getByRole('link', { name: resolveTemplate(copy.renewalLinkLabel, { name: '12-Month Certificate' }) });
    expect(link.getAttribute('href')).toBe('/certs?renew=cd-12');
    expect(link.textContent).toBe(copy.renewalLink);
  });

  it('says nothing of a certificate maturing after the window, one already past, or an account that is no certificate', () => {
    for (const product of [certificate(addCalendarDays(TODAY, noticeDays + 1)), certificate(addCalendarDays(TODAY, -1)), certificate(undefined)]) {
      const { container } = renderScreen(<MaturityNotice product={product} today={TODAY} />);
      expect(container.textContent).toBe('');
      cleanup();
    }
  });

  it('gives a caller who may not move money (a view-only trusted user) the date without the link', () => {
    renderScreen(<MaturityNotice product={certificate(addCalendarDays(TODAY, 3))} today={TODAY} />, { subject: { actor: 'trusted-view-only', conditions: [] } });
    expect(screen.getByText(resolveTemplate(copy.maturesOn, { date: 'Nov 19, 2026' }))).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
