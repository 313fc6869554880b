import { DEFAULT_LANGUAGE, escapeHtml, type Language } from '@lezioni/contracts';

/** A mail's texts, and the calendar invitation it carries, if any (an iCalendar file and its METHOD). */
export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  invitation?: { method: 'REQUEST' | 'CANCEL'; content: string };
};

/** The language a job asks for; jobs queued before mails had languages have none, and were English. */
export const languageOfMail = (mail: { language?: Language }): Language => mail.language ?? DEFAULT_LANGUAGE;

/**
 * The words every mail shares, in each language. The teacher greets and signs off in Italian in
 * both: it is her voice (and a first taste of the language).
 */
export const SHARED_WORDS = {
  en: { greeting: 'Ciao', signOff: 'A presto!', copyLink: 'Or copy this address into your browser:' },
  it: { greeting: 'Ciao', signOff: 'A presto!', copyLink: 'Oppure copia questo indirizzo nel browser:' },
} satisfies Record<Language, unknown>;

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The frame every mail's HTML body shares, in the mail's language. */
const htmlPage = (body: string, language: Language) => `<!doctype html>
<html lang="${language}">
  <body style="font-family: Georgia, serif; color: #1f2937; line-height: 1.6; max-width: 560px; margin: 0 auto; padding: 24px">
${body}
  </body>
</html>
`;

/** A link drawn as a button. */
const htmlButton = (url: string, label: string) => `    <p style="margin: 28px 0">
      <a href="${escapeHtml(url)}" style="background: #15803d; color: #ffffff; padding: 12px 22px; border-radius: 6px; text-decoration: none">${escapeHtml(label)}</a>
    </p>`;

/** A part of a mail's body: its lines of plain text, and its HTML. */
export type MailBlock = { text: string[]; html: string };

/** A paragraph: its lines in text, one `<p>` in HTML. */
export const paragraph = (...lines: string[]): MailBlock => ({
  text: lines,
  html: `    <p>${lines.map(escapeHtml).join('\n      ')}</p>`,
});

/** Blocks that follow each other with no blank line between them in text. */
export const together = (...blocks: MailBlock[]): MailBlock => ({
  text: blocks.flatMap((block) => block.text),
  html: blocks.map((block) => block.html).join('\n'),
});

/** A link: spelled out in text, a button in HTML. */
export const button = (url: string, label: string): MailBlock => ({ text: [url], html: htmlButton(url, label) });

/** Lines of a label and its value: "label: value" in text, a table's rows in HTML. */
export const labelledLines = (lines: ReadonlyArray<readonly [string, string]>): MailBlock => ({
  text: lines.map(([label, value]) => `${label}: ${value}`),
  html: [
    '    <table cellpadding="6">',
    ...lines.map(
      ([label, value]) =>
        `      <tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '    </table>',
  ].join('\n'),
});

/**
 * The body every mail shares, in the teacher's voice: the greeting with the recipient's first
 * name, the mail's own blocks (a blank line between them in text), and her sign-off, in text and
 * in the HTML frame, in the mail's language. The greeting is the shared one unless told.
 */
export function renderLetter(
  mail: { name: string; language: Language; greeting?: string },
  teacherName: string,
  blocks: MailBlock[],
): Pick<RenderedMail, 'text' | 'html'> {
  const shared = SHARED_WORDS[mail.language];
  const greeting = `${mail.greeting ?? shared.greeting} ${firstName(mail.name)},`;
  const teacher = firstName(teacherName);
  const text = [greeting, ...blocks.flatMap((block) => ['', ...block.text]), '', shared.signOff, teacher].join('\n');
  const html = htmlPage(
    [
      `    <p>${escapeHtml(greeting)}</p>`,
      ...blocks.map((block) => block.html),
      `    <p>${escapeHtml(shared.signOff)}<br />${escapeHtml(teacher)}</p>`,
    ].join('\n'),
    mail.language,
  );
  return { text, html };
}

/** A mail's recipient, greeted by first name, and the live link it carries (opened by the mailer only). */
export type LinkMailContent = { name: string; link: string };

/** The words of a mail that carries one link; the frame around them is the same for every such mail. */
export type LinkMailWords = {
  subject: string;
  greeting: string;
  /** Lines leading to the link: one paragraph in HTML. */
  before: string[];
  buttonLabel: string;
  /** Paragraphs after the link. */
  after: string[];
};

/** A one-link mail: the lines leading to it, the link as a button and spelled out, what follows. */
export function renderLinkMail(
  mail: LinkMailContent,
  teacherName: string,
  words: LinkMailWords,
  language: Language,
): RenderedMail {
  const url = escapeHtml(mail.link);
  const copyLink = `    <p style="font-size: 14px; color: #4b5563">${escapeHtml(SHARED_WORDS[language].copyLink)}<br /><a href="${url}">${url}</a></p>`;
  const blocks = [
    paragraph(...words.before),
    // The address spelled out under the button; the text has nothing but the address already.
    together(button(mail.link, words.buttonLabel), { text: [], html: copyLink }),
    together(...words.after.map((line) => paragraph(line))),
  ];
  return {
    subject: words.subject,
    ...renderLetter({ name: mail.name, language, greeting: words.greeting }, teacherName, blocks),
  };
}
