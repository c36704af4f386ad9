import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/server/domain/csv';
import { crc32, zipArchive } from '../../../src/server/domain/privacy/zip-archive';
import { disputeDeadlines } from '../../../src/server/domain/disputes/deadlines';
import { addCalendarDays, daysBetween } from '../../../engine/core/calendar';

describe('crc32', () => {
  it('matches the standard check value and zlib', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    const bytes = Buffer.from('The quick brown fox jumps over the lazy dog', 'utf8');
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
  });
});

describe('zipArchive', () => {
  const entries = [
    { name: 'a.json', data: Buffer.from(JSON.stringify({ hello: 'wörld' }).repeat(40)) },
    { name: 'b.csv', data: Buffer.from('x') },
  ];
  const zip = zipArchive(entries, new Date('2026-03-18T15:04:06Z'));

  it('writes local headers, a central directory and its end record that agree', () => {
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(2);
    const directory = zip.readUInt32LE(end + 16);
    expect(directory + zip.readUInt32LE(end + 12)).toBe(end);
    let at = directory;
    for (const entry of entries) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50);
      const method = zip.readUInt16LE(at + 10);
      const nameLength = zip.readUInt16LE(at + 28);
      expect(zip.subarray(at + 46, at + 46 + nameLength).toString()).toBe(entry.name);
      const offset = zip.readUInt32LE(at + 42);
      const body = zip.subarray(offset + 30 + nameLength, offset + 30 + nameLength + zip.readUInt32LE(at + 20));
      const data = method === 8 ? inflateRawSync(body) : body;
      expect(Buffer.compare(data, entry.data)).toBe(0);
      expect(zip.readUInt32LE(at + 16)).toBe(nodeCrc32(entry.data));
      // The DOS date: 2026-03-18 15:04:06.
      expect(zip.readUInt16LE(at + 14)).toBe(((2026 - 1980) << 9) | (3 << 5) | 18);
      expect(zip.readUInt16LE(at + 12)).toBe((15 << 11) | (4 << 5) | 3);
      at += 46 + nameLength;
    }
    // The repetitive JSON is deflated, the one byte stored.
    expect(zip.readUInt16LE(directory + 10)).toBe(8);
  });

  it('refuses unsafe or duplicate names', () => {
    expect(() => zipArchive([{ name: '../x', data: Buffer.from('1') }], new Date())).toThrow(/Unsafe/);
    expect(() => zipArchive([{ name: '/etc/x', data: Buffer.from('1') }], new Date())).toThrow(/Unsafe/);
    expect(() => zipArchive([{ name: 'a', data: Buffer.from('1') }, { name: 'a', data: Buffer.from('2') }], new Date())).toThrow(/Duplicate/);
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const csv = toCsv(['a', 'b', 'c'], [{ a: 'x,y', b: 'say "hi"', c: '=SUM(A1)' }, { a: 12, b: null, c: 'line\nbreak' }]);
    expect(csv).toBe('a,b,c\r\n"x,y","say ""hi""",\'=SUM(A1)\r\n12,,"line\nbreak"\r\n');
  });

  it('writes dates as ISO, objects as JSON, and leaves a negative number a number', () => {
    const csv = toCsv(['at', 'meta', 'amount'], [{ at: new Date('2026-11-18T15:00:00Z'), meta: { k: 1 }, amount: -12.5 }]);
    expect(csv).toBe('at,meta,amount\r\n2026-11-18T15:00:00.000Z,"{""k"":1}",-12.5\r\n');
  });
});

describe('dispute deadlines', () => {
  it('counts business days over a weekend and a Federal Reserve holiday', () => {
    // Filed Friday 2026-05-22: Memorial Day (Mon 25 May) does not count; ten business days is Mon 2026-06-08.
    expect(disputeDeadlines('2026-05-22', { provisionalCreditBusinessDays: 10, resolutionCalendarDays: 45 })).toEqual({ provisionalCreditDue: '2026-06-08', resolutionDue: '2026-07-06' });
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-18', '2026-05-02')).toBe(45);
  });
});
