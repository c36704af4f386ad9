import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A structure leaf as read: its role, the roles above it (Document first) and its text. */
export interface Leaf {
  readonly role: string;
  readonly ancestors: readonly string[];
  readonly text: string;
}

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

export interface ReadBack {
  readonly title: unknown;
  /** The Info dictionary's /CreationDate as written ("D:YYYYMMDDHHmmssZ"). */
  readonly created: unknown;
  readonly language: unknown;
  readonly marked: boolean | undefined;
  readonly displayDocTitle: unknown;
  /** Per page, the roles of the structure tree's top (under the root). */
  readonly tops: string[][];
  /** Every leaf, page after page, in structure-tree order. */
  readonly leaves: Leaf[];
  /** Per page, the marked text in the order it is drawn (content order). */
  readonly drawn: string[][];
  readonly artifacts: string[];
  /** Text that is neither in a structure element nor an artifact. */
  readonly untagged: string[];
}

/** A PDF read back with pdf.js as a screen reader meets it: its structure tree, marked content, artifacts and metadata. */
export async function readBack(bytes: Uint8Array): Promise<ReadBack> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  const markInfo = await pdf.getMarkInfo();
  const preferences = (await pdf.getViewerPreferences()) as Record<string, unknown> | null;
  const tops: string[][] = [];
  const leaves: Leaf[] = [];
  const drawn: string[][] = [];
  const artifacts: string[] = [];
  const untagged: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const textOf = new Map<string, string>();
    const order: string[] = [];
    const stack: { id: string | null; tag: string }[] = [];
    for (const item of content.items) {
      if ('type' in item) {
        if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
          stack.push({ id: item.id ?? null, tag: (item as { tag?: string }).tag ?? '' });
          if (item.id) order.push(item.id);
        } else if (item.type === 'endMarkedContent') stack.pop();
        continue;
      }
      if (item.str.trim() === '') continue;
      const inside = stack.at(-1);
      if (inside?.tag === 'Artifact') artifacts.push(item.str);
      else if (inside?.id) textOf.set(inside.id, `${textOf.get(inside.id) ?? ''}${textOf.has(inside.id) ? ' ' : ''}${item.str}`);
      else untagged.push(item.str);
    }
    drawn.push(order.map((id) => textOf.get(id) ?? ''));

    const tree = (await page.getStructTree()) as StructNode | null;
    tops.push((tree?.children ?? []).map((node) => node.role ?? ''));
    const walk = (node: StructNode, ancestors: string[]) => {
      const kids = node.children ?? [];
      const contents = kids.filter((kid) => kid.type === 'content');
      if (contents.length > 0) {
        leaves.push({ role: node.role ?? '', ancestors, text: contents.map((kid) => textOf.get(kid.id ?? '') ?? '').join(' ') });
      }
      for (const kid of kids) if (kid.type === undefined) walk(kid, [...ancestors, node.role ?? '']);
    };
    for (const top of tree?.children ?? []) walk(top, []);
  }
  await pdf.destroy();
  return { title: info.Title, created: info.CreationDate, language: info.Language, marked: markInfo?.Marked, displayDocTitle: preferences?.DisplayDocTitle, tops, leaves, drawn, artifacts, untagged };
}

/** Every text run of a PDF's pages, in drawing order, read back with pdf.js (blank runs left out). */
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    runs.push(...content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])));
  }
  await pdf.destroy();
  return runs;
}
