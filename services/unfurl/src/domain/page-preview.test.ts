import { previewOfPage, TEXT_LIMITS } from './page-preview';

const PAGE_URL = new URL('https://www.example.com/blog/post?id=7');
const anyLink = () => true;

describe('the preview of a page', () => {
  it('when the page has Open Graph tags with relative links, then they win and links are absolute', () => {
    const html = `<!doctype html><html><head>
      <title>Plain title</title>
      <meta property="og:title" content="OG title">
      <meta property="og:description" content="OG description">
      <meta name="description" content="Plain description">
      <meta property="og:image" content="../img/cover.png">
      <meta property="og:site_name" content="Example Blog">
      <link rel="shortcut icon" href="/static/icon.png">
    </head><body></body></html>`;

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(preview).toEqual({
      ok: true,
      title: 'OG title',
      description: 'OG description',
      image: 'https://www.example.com/img/cover.png',
      icon: 'https://www.example.com/static/icon.png',
      site: 'Example Blog',
    });
  });

  it('when there are no Open Graph tags, then Twitter cards and then plain HTML are used', () => {
    const twitter = `<head><title>Plain</title><meta name="twitter:title" content="Tweet title">
      <meta name="twitter:description" content="Tweet text"><meta name="twitter:image" content="//cdn.example.net/t.jpg"></head>`;
    const plain = `<head><title>Plain</title><meta name="description" content="Plain text"></head>`;

    const fromTwitter = previewOfPage(twitter, PAGE_URL, anyLink);
    const fromPlain = previewOfPage(plain, PAGE_URL, anyLink);

    expect(fromTwitter).toMatchObject({
      title: 'Tweet title',
      description: 'Tweet text',
      image: 'https://cdn.example.net/t.jpg',
    });
    expect(fromPlain).toEqual({
      ok: true,
      title: 'Plain',
      description: 'Plain text',
      icon: 'https://www.example.com/favicon.ico',
      site: 'www.example.com',
    });
  });

  it('when texts hold entities and odd whitespace, then they are decoded, collapsed and trimmed', () => {
    const html = `<head><title>
        Caff&egrave; &amp; cornetti &#8212; &quot;Roma&quot;&nbsp;&lt;3
      </title><meta property="og:description" content="  L&#39;italiano&#x20;per   tutti &euro;20  "></head>`;

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(preview.title).toBe('Caffè & cornetti — "Roma" <3');
    expect(preview.description).toBe("L'italiano per tutti €20");
  });

  it('when a title contains markup-looking text, then it stays text', () => {
    const html = '<head><title>A <b>bold</b> claim</title></head>';

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(preview.title).toBe('A <b>bold</b> claim');
  });

  it('when an inline SVG carries a title before the page title, then the page title is used', () => {
    const html = '<body><svg><title>Menu icon</title></svg></body><title>Real title</title>';

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(preview.title).toBe('Real title');
  });

  it('when texts are too long, then they are cut at a character boundary with an ellipsis', () => {
    const html = `<head><meta property="og:title" content="${'😀'.repeat(TEXT_LIMITS.title + 50)}">
      <meta property="og:description" content="${'a'.repeat(5_000)}"></head>`;

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(Array.from(preview.title!)).toHaveLength(TEXT_LIMITS.title);
    expect(preview.title!.endsWith('😀…')).toBe(true);
    expect(preview.description).toHaveLength(TEXT_LIMITS.description);
  });

  it('when image or icon are not http(s) or not accepted, then they are left out', () => {
    const html = `<head><meta property="og:image" content="javascript:alert(1)">
      <link rel="icon" href="data:image/png;base64,AAAA"></head>`;
    const accepted = `<head><meta property="og:image" content="http://10.0.0.1/x.png"></head>`;

    const preview = previewOfPage(html, PAGE_URL, anyLink);
    const refused = previewOfPage(accepted, PAGE_URL, (url) => url.hostname !== '10.0.0.1');

    expect(preview.image).toBeUndefined();
    expect(preview.icon).toBeUndefined();
    expect(refused.image).toBeUndefined();
  });

  it('when the page has a <base href>, then relative links resolve against it', () => {
    const html = `<head><base href="https://static.example.org/assets/">
      <meta property="og:image" content="cover.jpg"><link rel="icon" href="fav.png"></head>`;

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(preview.image).toBe('https://static.example.org/assets/cover.jpg');
    expect(preview.icon).toBe('https://static.example.org/assets/fav.png');
  });

  it('when tags repeat or are in upper case, then the first of each is used', () => {
    const html = `<HEAD><TITLE>First</TITLE><title>Second</title>
      <META PROPERTY="og:image" CONTENT="/one.png"><meta property="og:image" content="/two.png">
      <link rel="apple-touch-icon" href="/apple.png"><LINK REL="Icon" HREF="/first.ico"><link rel="icon" href="/second.ico"></HEAD>`;

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(preview).toMatchObject({
      title: 'First',
      image: 'https://www.example.com/one.png',
      icon: 'https://www.example.com/first.ico',
    });
  });

  it('when the page was cut off inside its title, then what was read of it is used', () => {
    const html = '<html><head><title>Cut short';

    const preview = previewOfPage(html, PAGE_URL, anyLink);

    expect(preview.title).toBe('Cut short');
  });
});
