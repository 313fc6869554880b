import { allowedTypeOf } from './file-types';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('allowedTypeOf', () => {
  it.each([
    ['a PDF', 'application/pdf', 'a.pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', 'image/png', 'a.png', bytes([0x89], 'PNG\r\n\x1a\n', 'rest'), 'image/png'],
    ['a GIF', 'image/gif', 'a.gif', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['a WebP', 'image/webp', 'a.webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a JPEG named image/jpg', 'image/jpg', 'a.jpg', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    [
      'a .docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'a.docx',
      bytes('PK\x03\x04'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'a .doc',
      'application/msword',
      'a.doc',
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'application/msword',
    ],
    ['an MP3 with tags', 'audio/mpeg', 'a.mp3', bytes('ID3', [4, 0]), 'audio/mpeg'],
    ['an MP3 frame', 'audio/mp3', 'a.mp3', bytes([0xff, 0xfb, 0x90]), 'audio/mpeg'],
    ['an M4A', 'audio/x-m4a', 'a.m4a', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'audio/mp4'],
    ['an Ogg', 'audio/ogg', 'a.ogg', bytes('OggS', [0]), 'audio/ogg'],
    ['a WAV', 'audio/x-wav', 'a.wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['a WebM audio', 'audio/webm', 'a.weba', bytes([0x1a, 0x45, 0xdf, 0xa3]), 'audio/webm'],
    ['text with a charset', 'text/plain; charset=utf-8', 'a.txt', bytes('Ciao, come stai?'), 'text/plain'],
    ['text with angle brackets', 'text/plain', 'a.txt', bytes('3 < 5, and <b> is bold'), 'text/plain'],
    ['an unnamed PDF', '', 'a.PDF', bytes('%PDF-1.4'), 'application/pdf'],
  ])('when it is %s, then it is allowed as its canonical type', (_case, declared, name, content, expected) => {
    expect(allowedTypeOf(declared, name, content)).toBe(expected);
  });

  it.each([
    ['HTML called a PDF', 'application/pdf', 'a.pdf', bytes('<html><script>')],
    ['a PDF header further in', 'application/pdf', 'a.pdf', bytes('<html>%PDF-1.4')],
    ['a PNG that is a GIF', 'image/png', 'a.png', bytes('GIF89a')],
    ['a WAV called WebP', 'image/webp', 'a.webp', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['an SVG', 'image/svg+xml', 'a.svg', bytes('<svg/>')],
    ['HTML', 'text/html', 'a.html', bytes('<html>')],
    ['an unnamed file with an unknown extension', 'application/octet-stream', 'a.exe', bytes('MZ')],
    ['an unnamed file with no extension', '', 'README', bytes('hello')],
    ['binary called text', 'text/plain', 'a.txt', bytes('MZ', [0, 0])],
    ['HTML called text', 'text/plain', 'a.txt', bytes('<!DOCTYPE html><p>hi')],
    ['HTML further into the text', 'text/plain', 'a.txt', bytes('Ciao!\n\n<body onload=alert(1)>')],
    ['SVG called text', 'text/plain', 'a.txt', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/>')],
    ['XML called text', 'text/plain', 'a.txt', bytes('<?xml version="1.0"?><x/>')],
    ['a script tag with spaces', 'text/plain', 'a.txt', bytes('< SCRIPT >alert(1)</script>')],
    ['HTML past the first 8 KB of text', 'text/plain', 'a.txt', bytes('a'.repeat(8_200), '<html><script>')],
    ['a NUL byte past the first 8 KB of text', 'text/plain', 'a.txt', bytes('a'.repeat(8_200), [0])],
    ['an empty PDF', 'application/pdf', 'a.pdf', bytes('')],
  ])('when it is %s, then it is refused', (_case, declared, name, content) => {
    expect(allowedTypeOf(declared, name, content)).toBeUndefined();
  });
});
