import { escapeHtml, receiptLines, type Receipt } from '@lezioni/contracts';

/** The printable receipt page: contracts' receiptLines as a table, readable at any width, plain when printed. */
export function renderReceiptPage(receipt: Receipt): string {
  const rows = receiptLines(receipt)
    .map(([label, value]) => `      <tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Receipt ${receipt.number}</title>
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
    <h1>Receipt ${receipt.number}</h1>
    <table>
${rows}
    </table>
    <p class="hint">Print this page, or save it as a PDF, from your browser's print menu.</p>
  </main>
</body>
</html>`;
}
