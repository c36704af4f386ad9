/**
 * How long the product's monthly statement PDF (src/server/statements/statement-pdf.ts, the code the statements
 * route runs) takes to render for an account with 1,000 transactions in the month: median of a few runs after a
 * warm-up, with the pages and bytes of the result.
 *
 *   tsx scripts/bench/statement-pdf.ts   (BENCH_PDF_LINES, default 1000; BENCH_PDF_RUNS, default 5)
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { appManifest, copyManifest } from '../../src/manifests';
import { renderStatementPdf, type StatementDocument, type StatementLine } from '../../src/server/statements/statement-pdf';

const GOAL_MS = 1_000;

export interface StatementPdfFigures {
  lines: number;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** This process's CPU time per render (median): steadier than wall time when other work shares the cores. */
  medianCpuMs: number;
  pages: number;
  bytes: number;
}

const DESCRIPTIONS = [
  'POS PURCHASE CORNER MARKET #0412 SPRINGFIELD',
  'ACH DEBIT CITY WATER UTILITY AUTOPAY',
  'Transfer from Share Savings',
  'ATM WITHDRAWAL 1200 MAIN ST',
  'PAYROLL DIRECT DEPOSIT ACME MANUFACTURING INC',
  'CHECK #1043',
  'Online transfer to Visa Platinum ending 4411 — monthly payment, thank you',
  'Dividend',
  'Zelle® payment to Ana María Núñez',
  'POS PURCHASE FUEL STOP 88 HWY 12',
];

/** A month of `count` lines, mostly small debits with a few deposits, spread over the month, with running balances. */
export function statementOf(count: number): StatementDocument {
  const openingBalanceCents = 482_316;
  let balance = openingBalanceCents;
  let credits = 0;
  let debits = 0;
  const lines: StatementLine[] = [];
  for (let index = 0; index < count; index += 1) {
    const credit = index % 9 === 0;
    const amountCents = credit ? 25_000 + ((index * 7_919) % 180_000) : -(125 + ((index * 3_571) % 24_000));
    balance += amountCents;
    if (credit) credits += amountCents;
    else debits -= amountCents;
    const day = 1 + Math.floor((index * 30) / Math.max(count, 1));
    lines.push({ date: `2026-10-${String(day).padStart(2, '0')}`, description: DESCRIPTIONS[index % DESCRIPTIONS.length] as string, amountCents, balanceCents: balance });
  }
  return {
    locale: 'en-US',
    words: copyManifest.documents,
    institutionName: appManifest.productName,
    memberServicesPhone: appManifest.memberServicesPhone,
    memberName: 'Jordan A. Member',
    addressLines: ['1200 Main Street', 'Apt 4B', 'Springfield, IL 62701'],
    accountName: 'Everyday Checking',
    accountNumber: '******4821',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    openingBalanceCents,
    closingBalanceCents: balance,
    totalCreditsCents: credits,
    totalDebitsCents: debits,
    lines,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export async function measureStatementPdf(lineCount = Number(process.env.BENCH_PDF_LINES ?? 1_000), runs = Number(process.env.BENCH_PDF_RUNS ?? 5)): Promise<StatementPdfFigures> {
  const doc = statementOf(lineCount);
  let bytes = await renderStatementPdf(doc); // warm-up: module loading and the JIT, not the render
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    bytes = await renderStatementPdf(doc);
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.push((cpu.user + cpu.system) / 1_000);
  }
  // The page count as a PDF reader finds it, from the bytes rather than the renderer.
  const read = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages = read.numPages;
  await read.destroy();
  return { lines: lineCount, runs, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), medianCpuMs: median(cpuTimes), pages, bytes: bytes.length };
}

export async function printStatementPdf(): Promise<void> {
  const figures = await measureStatementPdf();
  console.log('Statement PDF (renderStatementPdf, in this process):');
  console.log(
    `  statement of ${figures.lines.toLocaleString('en-US')} transactions: median ${figures.medianMs.toFixed(0)} ms of ${figures.runs} runs ` +
      `(min ${figures.minMs.toFixed(0)}, max ${figures.maxMs.toFixed(0)}; CPU ${figures.medianCpuMs.toFixed(0)} ms); ${figures.pages} pages, ${(figures.bytes / 1024).toFixed(0)} KB; ` +
      `${((figures.medianMs / GOAL_MS) * 100).toFixed(0)}% of the goal (goal: under ${GOAL_MS} ms)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await printStatementPdf();
