/**
 * The words printed on statement and tax-form PDFs. They belong with the rest of the product's copy in
 * config/copy.json (a "documents" section) once that manifest's schema has one; until then they live here, in one
 * place, and nowhere else.
 */
export const documentCopy = {
  statement: {
    title: 'Account Statement',
    account: 'Account',
    period: 'Statement period',
    openingBalance: 'Opening balance',
    totalCredits: 'Total credits',
    totalDebits: 'Total debits',
    closingBalance: 'Closing balance',
    columnDate: 'Date',
    columnDescription: 'Description',
    columnAmount: 'Amount',
    columnBalance: 'Balance',
    noTransactions: 'No transactions this period.',
    continued: 'continued',
  },
  taxForm: {
    title: 'Form {formType}',
    subtitle: 'Interest Income: tax year {taxYear}',
    payer: 'Payer',
    recipient: 'Recipient',
    account: 'Account',
    box1: 'Box 1. Interest income',
    notice: 'This is important tax information and is being furnished to the Internal Revenue Service.',
  },
  footer: {
    questions: 'Questions? Call Member Services at {phone}.',
    page: 'Page {page} of {pages}',
  },
} as const;
