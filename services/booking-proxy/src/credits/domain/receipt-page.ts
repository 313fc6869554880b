import { escapeHtml, receiptLines, type Language, type Receipt } from '@lezioni/contracts';

const PAGE_WORDS: Record<Language, { title: (number: number) => string; hint: string }> = {
  en: {
    title: (number) => `Receipt ${number}`,
    hint: "Print this page, or save it as a PDF, from your browser's print menu.",
  },
  it: {
    title: (number) => `Ricevuta ${number}`,
    hint: 'Stampa questa pagina, o salvala come PDF, dal menu di stampa del browser.',
  },
};

/**
 * The printable receipt page in `language`: contracts' receiptLines as a table, readable at any
 * width, plain when printed.
 */
export function renderReceiptPage(receipt: Receipt, language: Language): string {
  const words = PAGE_WORDS[language];
  const rows = receiptLines(receipt, language)
    .map(([label, value]) => `      <tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${words.title(receipt.number)}</title>
  <style>
    body { font-family: system-ui, sans-serif; color: #1a1a1a; margin: 0 auto; max-width: 40rem; padding: 1.5rem 1rem; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; vertical-align: top; padding: 0.5rem; border-bottom: 1px solid #ddd; overflow-wrap: anywhere; }
    th { width: 40%; font-weight: 600; }
    .hint { color: #4a4a4a; }
    @media print { .hint { display: none; } }
  </style>
</head>
<body>
  <main>
    <h1>${words.title(receipt.number)}</h1>
    <table>
${rows}
    </table>
    <p class="hint">${escapeHtml(words.hint)}</p>
  </main>
</body>
</html>`;
}
