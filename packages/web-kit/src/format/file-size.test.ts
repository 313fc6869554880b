import { UPLOAD_MESSAGES } from '@lezioni/contracts/values';
import { switchLanguage } from '../i18n/texts';
import { checkUpload, formatFileSize } from './file-size';

describe('file sizes and uploads', () => {
  it('when sizes are shown, then they are in KB with one decimal', () => {
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(1500)).toBe('1.5 KB');
  });

  it('when a file is under 1 KB, then its size is in bytes, not "0.0 KB"', () => {
    expect(formatFileSize(300)).toBe('300 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('when the visitor reads Italian, then sizes are written the Italian way', async () => {
    await switchLanguage('it');

    expect(formatFileSize(1500)).toBe('1,5 KB');
    expect(formatFileSize(300)).toBe('300 byte');
  });

  it('when a file is too large or of a refused type, then it cannot be uploaded', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const script = new File(['x'], 'a.js', { type: 'text/javascript' });
    const large = new File(['x'], 'b.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });

    expect(checkUpload(pdf)).toBeUndefined();
    expect(checkUpload(script)).toBe(UPLOAD_MESSAGES.fileTypeNotAllowed);
    expect(checkUpload(large)).toBe(UPLOAD_MESSAGES.fileTooLarge);
  });
});
