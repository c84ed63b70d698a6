/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small self-contained page for the local tools (mailbox, Google and Stripe stand-ins); no scripts. */
export const localPage = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ScriptVoice (local)</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  article, form.card { border: 1px solid #e5e7eb; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  header p, .muted { margin: .25rem 0; color: #6b7280; font-size: .875rem; }
  pre { white-space: pre-wrap; font-family: inherit; }
  a { color: #6d28d9; word-break: break-all; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #d1d5db; border-radius: 6px; font-size: 1rem; }
  button { margin: 1rem .5rem 0 0; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #6d28d9; background: #6d28d9; color: #fff; font-size: 1rem; cursor: pointer; }
  button.secondary { background: #fff; color: #374151; border-color: #d1d5db; }
</style>
</head>
<body>
${body}
</body>
</html>`;
