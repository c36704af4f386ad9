import { describe, expect, it } from 'vitest';
import { newReceiptNumber } from '../../../src/server/domain/uploads/store-upload';
import { demoSignatureScanner } from '../../../src/server/domain/uploads/virus-scan';

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

describe('the demo virus-scan hook', () => {
  it('finds the EICAR test string alone or anywhere inside a file, and passes other bytes', async () => {
    expect(await demoSignatureScanner.scan(Buffer.from(EICAR, 'latin1'))).toEqual({ clean: false, finding: 'EICAR-Test-File' });
    expect(await demoSignatureScanner.scan(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(EICAR, 'latin1'), Buffer.from('\n%%EOF')]))).toMatchObject({ clean: false });
    expect(await demoSignatureScanner.scan(new Uint8Array(Buffer.from(`x${EICAR}`, 'latin1')).subarray(1))).toMatchObject({ clean: false });
    expect(await demoSignatureScanner.scan(Buffer.from(EICAR.slice(0, -1), 'latin1'))).toEqual({ clean: true });
    expect(await demoSignatureScanner.scan(Buffer.from('%PDF-1.4\n%%EOF\n'))).toEqual({ clean: true });
  });
});

describe('receipt numbers', () => {
  it("are config's prefix and ten digits", () => {
    const draws = [42, 7];
    expect(newReceiptNumber(() => draws.shift() ?? 0)).toBe('DU0004200007');
    expect(newReceiptNumber()).toMatch(/^DU\d{10}$/);
  });
});
