import { googleDocumentKind } from '@lezioni/contracts/values';
import { isWebUrl, linkCardsOf, splitMessageText } from './message-links';

describe('links in messages', () => {
  it('when text holds links, then they are split out without the punctuation that ends the sentence', () => {
    expect(splitMessageText('See https://a.example/x. And (https://b.example/y)!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', url: 'https://a.example/x' },
      { kind: 'text', text: '. And (' },
      { kind: 'link', url: 'https://b.example/y' },
      { kind: 'text', text: ')!' },
    ]);
    expect(splitMessageText('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
  });

  it('when links are Google documents, then they get document cards; others preview cards, each once, at most 3', () => {
    const content =
      'https://docs.google.com/document/d/1/edit https://news.example/a https://news.example/a https://drive.google.com/file/d/2 https://c.example https://d.example';

    expect(linkCardsOf(content)).toEqual([
      { kind: 'google-document', url: 'https://docs.google.com/document/d/1/edit' },
      { kind: 'preview', url: 'https://news.example/a' },
      { kind: 'google-document', url: 'https://drive.google.com/file/d/2' },
    ]);
  });

  it('when a Google link is labelled, then its kind is named', () => {
    expect(googleDocumentKind('https://docs.google.com/spreadsheets/d/1')).toBe('Google Sheets');
    expect(googleDocumentKind('https://docs.google.com/presentation/d/1')).toBe('Google Slides');
    expect(googleDocumentKind('https://docs.google.com/document/d/1')).toBe('Google Docs');
    expect(googleDocumentKind('https://drive.google.com/file/d/1')).toBe('Google Drive');
  });

  it('when an address is not a web address, then it is not used as a link or image', () => {
    expect(isWebUrl('https://a.example')).toBe(true);
    expect(isWebUrl('/api/files/1')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl(undefined)).toBe(false);
  });
});
