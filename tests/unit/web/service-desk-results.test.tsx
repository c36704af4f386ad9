// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMemberSearchResult } from '../../../engine/core/generated/api.gen';
import { MemberResults } from '../../../screens/service-desk/MemberResults';
import { staffManifest } from '../../../src/manifests/staff-manifest';

const member = (id: string): StaffMemberSearchResult['members'][number] => ({
  id,
  fullName: `Member ${id}`,
  memberNumber: `M${id}`,
  memberSince: '2011-04-18',
  membershipType: 'Personal',
  accounts: [],
});

const results = (count: number): StaffMemberSearchResult => ({ members: Array.from({ length: count }, (_, index) => member(String(index + 1))), total: count, page: 0, pageSize: 10 });

afterEach(cleanup);

describe('member search results', () => {
  it('says "1 member found." for one member, in the singular', () => {
    render(<MemberResults result={results(1)} onOpen={() => undefined} onPage={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('1 member found.');
    expect(staffManifest.desk.resultsCount.one).toBe('{count} member found.');
  });

  it('counts several members with the range shown', () => {
    render(<MemberResults result={results(3)} onOpen={() => undefined} onPage={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('3 members found. Showing 1 to 3.');
  });

  it('writes a large count with its thousands separator', () => {
    render(<MemberResults result={{ ...results(10), total: 1250 }} onOpen={() => undefined} onPage={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('1,250 members found. Showing 1 to 10.');
  });
});
