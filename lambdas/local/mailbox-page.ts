import type { Mail } from './mailbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s"'<>]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The local mailbox page: every mail the app sent, newest first, with its links clickable. */
export const renderMailboxPage = (mails: readonly Mail[]): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox | ScriptVoice</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #e5e7eb; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  header p { margin: .25rem 0; color: #6b7280; font-size: .875rem; }
  pre { white-space: pre-wrap; font-family: inherit; }
  a { color: #6d28d9; word-break: break-all; }
</style>
</head>
<body>
<h1>Local mailbox</h1>
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
}
</body>
</html>`;
