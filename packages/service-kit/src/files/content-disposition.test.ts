import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('when the name is plain ASCII, then both forms carry it', () => {
    expect(contentDisposition('attachment', 'notes.pdf')).toBe(
      `attachment; filename="notes.pdf"; filename*=UTF-8''notes.pdf`,
    );
  });

  it('when the name has accents and other scripts, then the fallback is ASCII and filename* is exact UTF-8', () => {
    const value = contentDisposition('inline', 'perché 日本.png');

    expect(value).toBe(`inline; filename="perche __.png"; filename*=UTF-8''perch%C3%A9%20%E6%97%A5%E6%9C%AC.png`);
  });

  it('when the name tries to break the header, then quotes, backslashes, slashes and line breaks are gone', () => {
    const value = contentDisposition('attachment', 'a"b\\c/d\r\nSet-Cookie: x=1%41.pdf');

    expect(value).not.toMatch(/[\r\n]/);
    const fallback = /filename="([^"]*)"/.exec(value)?.[1];
    expect(fallback).toBe('a_b_c_d__Set-Cookie: x=1_41.pdf');
    expect(decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(value)![1]!)).toBe('a_b_c_d__Set-Cookie: x=1%41.pdf');
  });

  it("when the name has RFC 5987's reserved characters, then they are percent-encoded", () => {
    expect(contentDisposition('attachment', "it's (1)*.txt")).toContain(`filename*=UTF-8''it%27s%20%281%29%2A.txt`);
  });

  it('when the name is empty, then it is "file"', () => {
    expect(contentDisposition('attachment', '')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });
});
