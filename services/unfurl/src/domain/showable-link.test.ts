import { isShowableLink } from './showable-link';

describe("a preview card's links", () => {
  it.each([
    ['https://cdn.example.com/a.png', true],
    ['http://203.0.114.1/a.png', true],
    ['http://10.0.0.1/a.png', false],
    ['http://[::1]/a.png', false],
    ['http://0x7f.1/a.png', false],
    ['http://127.0.0.1:4321/a.png', true],
    ['ftp://cdn.example.com/a.png', false],
  ])('when a card links to %s, then showing it is %s', (url, isShown) => {
    const shown = isShowableLink(new URL(url), new Set(['127.0.0.1:4321']));

    expect(shown).toBe(isShown);
  });
});
