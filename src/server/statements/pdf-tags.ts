import { PDFArray, PDFDict, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';

/** The structure types the documents use (PDF 32000-1, 14.8.4 standard structure types). */
export type StructType = 'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD';

/** One structure element: its dictionary and the reference its parent and the parent tree point at. */
export interface StructNode {
  readonly ref: PDFRef;
  readonly dict: PDFDict;
}

export interface TaggedPdfOptions {
  /** The document title, shown by viewers instead of the file name. */
  readonly title: string;
  /** BCP 47 tag of the document's words (/Lang), e.g. "en-US". */
  readonly language: string;
}

/**
 * A tagged PDF (PDF/UA-style) built on pdf-lib's low-level objects, so screen readers read a statement in order:
 * a StructTreeRoot with one Document element, whose headings, paragraphs and tables each own the marked content
 * (BDC/EMC with an MCID) of the text drawn for them, in the order they are added, which is the reading order.
 * Page furniture (rules, footers, repeated table headers) is drawn as /Artifact so it is skipped. The catalog says
 * /MarkInfo << /Marked true >> and /Lang, the Info dictionary has the /Title, and /ViewerPreferences shows it.
 * Call `finish` once every page is drawn, before saving.
 */
export class TaggedPdf {
  readonly document: StructNode;
  private readonly root: PDFDict;
  private readonly rootRef: PDFRef;
  /** Per page: the leaf element of each MCID, in MCID order (the page's entry of the parent tree). */
  private readonly marked = new Map<PDFPage, PDFRef[]>();

  constructor(private readonly pdf: PDFDocument, options: TaggedPdfOptions) {
    const { context, catalog } = pdf;
    pdf.setTitle(options.title, { showInWindowTitleBar: true });
    pdf.setLanguage(options.language);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    this.root = context.obj({ Type: 'StructTreeRoot' });
    this.rootRef = context.register(this.root);
    catalog.set(PDFName.of('StructTreeRoot'), this.rootRef);
    this.document = this.element('Document', null);
    this.root.set(PDFName.of('K'), context.obj([this.document.ref]));
  }

  /** A grouping element (a table, a row) under `parent`, holding other elements rather than content. */
  group(type: StructType, parent: StructNode = this.document): StructNode {
    return this.element(type, parent);
  }

  /** A leaf element under `parent` whose content is everything `draw` paints on `page`. */
  mark(page: PDFPage, type: StructType, parent: StructNode, draw: () => void): StructNode {
    const node = this.element(type, parent);
    const ids = this.marked.get(page) ?? [];
    this.marked.set(page, ids);
    const mcid = ids.length;
    ids.push(node.ref);
    node.dict.set(PDFName.of('Pg'), page.ref);
    node.dict.set(PDFName.of('K'), PDFNumber.of(mcid));
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(type), `<</MCID ${mcid}>>`]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    return node;
  }

  /** Paints page furniture that assistive technology skips: rules, page footers, repeated headers. */
  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Artifact'), '<</Type /Pagination>>']));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Writes the parent tree (page → elements by MCID) and each page's /StructParents and tab order. */
  finish(): void {
    const { context } = this.pdf;
    const nums: (PDFNumber | PDFArray)[] = [];
    this.pdf.getPages().forEach((page, index) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(index), context.obj(this.marked.get(page) ?? []));
    });
    this.root.set(PDFName.of('ParentTree'), context.register(context.obj({ Nums: nums })));
    this.root.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(nums.length / 2));
  }

  private element(type: StructType, parent: StructNode | null): StructNode {
    const { context } = this.pdf;
    const dict = context.obj({ Type: 'StructElem', S: type, K: [] });
    dict.set(PDFName.of('P'), parent === null ? this.rootRef : parent.ref);
    const ref = context.register(dict);
    if (parent !== null) parent.dict.lookup(PDFName.of('K'), PDFArray).push(ref);
    return { ref, dict };
  }
}

