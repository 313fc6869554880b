import { cleanFileName } from './files';

describe('cleanFileName', () => {
  it.each([
    ['a plain name', 'Lezione 3.pdf', 'Lezione 3.pdf'],
    ['accents', 'perché.txt', 'perché.txt'],
    ['a Unix path', '../../etc/passwd', 'passwd'],
    ['a Windows path', 'C:\\Users\\anna\\compiti.docx', 'compiti.docx'],
    ['line breaks and controls', 'a\r\nb\u0000c\t.pdf', 'abc.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['leading dots', '...hidden.txt', 'hidden.txt'],
    ['nothing left', '../', 'file'],
    ['only spaces', '   ', 'file'],
  ])('when the name has %s, then it becomes %p', (_case, raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
  });

  it('when the name is very long, then it is cut to 200 characters and keeps its extension', () => {
    const cleaned = cleanFileName(`${'è'.repeat(300)}.pdf`);

    expect([...cleaned]).toHaveLength(200);
    expect(cleaned.endsWith('è.pdf')).toBe(true);
  });
});
