/**
 * The seeded message-center letters are real PDFs tagged like the statements: read back with pdf.js, Document > the
 * credit union, the letter's title as its heading and each line a paragraph, in the order drawn; title, language,
 * /MarkInfo Marked; and fixed dates, so every seed writes the same bytes.
 */
import { describe, expect, it } from 'vitest';
import { appManifest } from '../../src/manifests';
import { letterPdf } from '../../src/server/seed/messages';
import { readBack } from '../support/pdf-read-back';

describe('seeded letter PDF', () => {
  const lines = ['What we collect, how we share it, and how you can limit sharing.', 'Questions? Send us a message from the message center.'];

  it('is tagged and reads as the letter, in the order drawn', async () => {
    const read = await readBack(await letterPdf('Annual privacy notice', lines));
    expect(read).toMatchObject({ title: 'Annual privacy notice', language: 'en-US', marked: true, displayDocTitle: true, untagged: [] });
    expect(read.tops).toEqual([['Document']]);
    expect(read.leaves.map((leaf) => [leaf.role, leaf.ancestors.join('>'), leaf.text])).toEqual([
      ['P', 'Document', appManifest.productName],
      ['H1', 'Document', 'Annual privacy notice'],
      ...lines.map((line) => ['P', 'Document', line]),
    ]);
    expect(read.drawn.flat()).toEqual(read.leaves.map((leaf) => leaf.text));
  });

  it('writes the same bytes on every seed', async () => {
    const first = await letterPdf('Annual privacy notice', lines);
    expect((await readBack(first)).created).toBe('D:20260102150000Z');
    expect(Buffer.from(await letterPdf('Annual privacy notice', lines)).equals(Buffer.from(first))).toBe(true);
  });
});
