import { escapeHtml, localPage } from './html';
import type { Mail } from './mailbox';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s"'<>]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The local mailbox page: every mail the app sent, newest first, with its links clickable. */
export const renderMailboxPage = (mails: readonly Mail[]): string =>
  localPage(
    'Local mailbox',
    `<h1>Local mailbox</h1>
<p>Every mail ScriptVoice would send while running locally. Newest first. Also as <a href="/_local/mail.json">JSON</a>.</p>
${
  mails.length === 0
    ? '<p>No mail yet.</p>'
    : mails
        .map(
          (mail) => `<article>
<header><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.to)}</p><p>Sent: ${escapeHtml(mail.sentAt)}</p></header>
<pre>${linkify(mail.text)}</pre>
</article>`,
        )
        .join('\n')
}`,
  );
