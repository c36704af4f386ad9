import { describe, expect, it } from 'vitest';
import { inboxStatusOf } from '../../../src/server/domain/staff/inbox-status';

const at = (minute: number): Date => new Date(Date.UTC(2026, 0, 5, 10, minute));

describe('the staff inbox status rule', () => {
  it('is NEW until staff touch the conversation, however often the member writes', () => {
    expect(inboxStatusOf(undefined, at(1))).toBe('NEW');
    expect(inboxStatusOf(undefined, null)).toBe('NEW');
  });

  it('keeps what staff set while the member has not written since', () => {
    for (const status of ['NEW', 'OPEN', 'PENDING', 'CLOSED'] as const) {
      expect(inboxStatusOf({ status, updatedAt: at(10) }, at(5))).toBe(status);
      expect(inboxStatusOf({ status, updatedAt: at(10) }, at(10))).toBe(status);
      expect(inboxStatusOf({ status, updatedAt: at(10) }, null)).toBe(status);
    }
  });

  it('reopens a PENDING or CLOSED conversation the member writes in again', () => {
    expect(inboxStatusOf({ status: 'PENDING', updatedAt: at(10) }, at(11))).toBe('OPEN');
    expect(inboxStatusOf({ status: 'CLOSED', updatedAt: at(10) }, at(11))).toBe('OPEN');
  });

  it('leaves NEW and OPEN as they are when the member writes again', () => {
    expect(inboxStatusOf({ status: 'NEW', updatedAt: at(10) }, at(11))).toBe('NEW');
    expect(inboxStatusOf({ status: 'OPEN', updatedAt: at(10) }, at(11))).toBe('OPEN');
  });
});
