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
export const htmlPage = (body: string, language: Language) => `<!doctype html>
<html lang="${language}">
  <body style="font-family: Georgia, serif; color: #1f2937; line-height: 1.6; max-width: 560px; margin: 0 auto; padding: 24px">
${body}
  </body>
</html>
`;

/** A link drawn as a button. */
export const htmlButton = (url: string, label: string) => `    <p style="margin: 28px 0">
      <a href="${escapeHtml(url)}" style="background: #15803d; color: #ffffff; padding: 12px 22px; border-radius: 6px; text-decoration: none">${escapeHtml(label)}</a>
    </p>`;

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

/** A one-link mail in the teacher's voice: greeting, the link as a button and spelled out, sign-off. */
export function renderLinkMail(
  mail: LinkMailContent,
  teacherName: string,
  words: LinkMailWords,
  language: Language,
): RenderedMail {
  const shared = SHARED_WORDS[language];
  const name = firstName(mail.name);
  const teacher = firstName(teacherName);
  const text = [
    `${words.greeting} ${name},`,
    '',
    ...words.before,
    '',
    mail.link,
    '',
    ...words.after,
    '',
    shared.signOff,
    teacher,
  ].join('\n');
  const url = escapeHtml(mail.link);
  const html = htmlPage(
    `    <p>${escapeHtml(words.greeting)} ${escapeHtml(name)},</p>
    <p>${words.before.map(escapeHtml).join('\n      ')}</p>
${htmlButton(mail.link, words.buttonLabel)}
    <p style="font-size: 14px; color: #4b5563">${escapeHtml(shared.copyLink)}<br /><a href="${url}">${url}</a></p>
${words.after.map((paragraph) => `    <p>${escapeHtml(paragraph)}</p>`).join('\n')}
    <p>${escapeHtml(shared.signOff)}<br />${escapeHtml(teacher)}</p>`,
    language,
  );
  return { subject: words.subject, text, html };
}
