import { cleanFileName } from './file-names';

describe('cleanFileName', () => {
  it.each([
    ['a plain name', 'Lezione 3.pdf', 'Lezione 3.pdf'],
    ['accents', 'perché.pdf', 'perché.pdf'],
    ['a Unix path', '../../etc/passwd', 'passwd.pdf'],
    ['a Windows path', 'C:\\Users\\anna\\compiti.pdf', 'compiti.pdf'],
    ['line breaks and controls', 'a\r\nb\u0000c\t.pdf', 'abc.pdf'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe.pdf'],
    ['leading dots', '...hidden.pdf', 'hidden.pdf'],
    ['trailing dots and spaces', 'compiti.pdf. . ', 'compiti.pdf'],
    ['nothing left', '../', 'file.pdf'],
    ['only spaces', '   ', 'file.pdf'],
    ['another extension', 'lesson-notes.bat', 'lesson-notes.bat.pdf'],
    ['no extension', 'Lezione 3', 'Lezione 3.pdf'],
  ])('when a PDF’s name has %s, then it becomes %p', (_case, raw, expected) => {
    expect(cleanFileName(raw, 'application/pdf')).toBe(expected);
  });

  it('when the name is very long, then it is cut to 200 characters and keeps its extension', () => {
    const cleaned = cleanFileName(`${'è'.repeat(300)}.pdf`, 'application/pdf');

    expect([...cleaned]).toHaveLength(200);
    expect(cleaned.endsWith('è.pdf')).toBe(true);
  });
});

describe('cleanFileName and the file’s type', () => {
  it.each([
    ['text', 'text/plain', 'notes.html', 'notes.html.txt'],
    ['text', 'text/plain', 'notes.TXT', 'notes.TXT'],
    ['a JPEG', 'image/jpeg', 'foto.jpeg', 'foto.jpeg'],
    ['a PNG', 'image/png', 'diagram.svg', 'diagram.svg.png'],
    ['audio', 'audio/ogg', 'voice.opus', 'voice.opus'],
  ] as const)('when %s is named %p, then it is stored as %p', (_case, type, raw, expected) => {
    expect(cleanFileName(raw, type)).toBe(expected);
  });

  it('when a long name gets its extension, then the result still holds 200 characters', () => {
    const cleaned = cleanFileName(`${'a'.repeat(199)}.bat`, 'text/plain');

    expect([...cleaned]).toHaveLength(200);
    expect(cleaned.endsWith('.txt')).toBe(true);
  });
});
