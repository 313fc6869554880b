export type RenderedMail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Names come from sign-up forms and lesson details from the calendar: never let one become markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The frame every mail's HTML body shares. */
export const htmlPage = (body: string) => `<!doctype html>
<html lang="en">
  <body style="font-family: Georgia, serif; color: #1f2937; line-height: 1.6; max-width: 560px; margin: 0 auto; padding: 24px">
${body}
  </body>
</html>
`;

/** A link drawn as a button. */
export const htmlButton = (url: string, label: string) => `    <p style="margin: 28px 0">
      <a href="${escapeHtml(url)}" style="background: #15803d; color: #ffffff; padding: 12px 22px; border-radius: 6px; text-decoration: none">${escapeHtml(label)}</a>
    </p>`;

/** A mailed link as a button, and spelled out below it for mail clients that hide buttons. */
export const htmlLinkWithCopy = (url: string, label: string) => `${htmlButton(url, label)}
    <p style="font-size: 14px; color: #4b5563">Or copy this address into your browser:<br /><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;

/** A mail's recipient, greeted by first name, and the live link it carries (opened by the mailer only). */
export type LinkMailContent = { name: string; link: string };
