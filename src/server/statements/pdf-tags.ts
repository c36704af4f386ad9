/** The structure types the documents use (PDF 32000-1, 14.8.4 standard structure types). */
export type StructType = 'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD';

/** One structure element of the tree. */
export type StructNode = PDFKit.PDFStructureElement;

/**
 * The tagging of a PDF (PDF/UA-style) over pdfkit's structure API, so screen readers read a document in order: one
 * Document element under the StructTreeRoot, whose headings, paragraphs and tables each own the marked content (BDC/EMC
 * with an MCID) of the text drawn for them, in the order they are added, which is the reading order. Page furniture
 * (rules, footers, repeated table headers) is drawn as a Pagination artifact so it is skipped. Drawing happens on the
 * document's current page; pdfkit writes the parent tree, each page's /StructParents and its structure tab order.
 */
export class TaggedPdf {
  readonly document: StructNode;

  constructor(private readonly pdf: PDFKit.PDFDocument) {
    this.document = pdf.struct('Document');
    pdf.addStructure(this.document);
  }

  /** A grouping element (a table, a row) under `parent`, holding other elements rather than content. */
  group(type: StructType, parent: StructNode = this.document): StructNode {
    const node = this.pdf.struct(type);
    parent.add(node);
    return node;
  }

  /** A leaf element under `parent` whose content is everything `draw` paints now, on the current page. */
  mark(type: StructType, parent: StructNode, draw: () => void): StructNode {
    const node = this.pdf.struct(type, {}, draw);
    // Adding it to a parent that is in the tree runs `draw` inside the element's marked content.
    parent.add(node);
    return node;
  }

  /** Paints page furniture that assistive technology skips: rules, page footers, repeated headers. */
  artifact(draw: () => void): void {
    this.pdf.markContent('Artifact', { type: 'Pagination' });
    draw();
    this.pdf.endMarkedContent();
  }
}
