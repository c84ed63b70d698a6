import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalTool } from './server';

/**
 * Pages for trying source links on the local stack (`/_local/sample-pages/{name}`), one per thing the reader must
 * read or refuse. The local stack lets only its own origin through the link rules (SOURCE_FETCH_ALLOW_LOCAL).
 * Written for ScriptVoice; the figures in the article are made up for it.
 */
const PREFIX = '/_local/sample-pages/';
const SLOW_DRIP_MS = 500;
const SLOW_DRIP_CHUNKS = 30;
const LONG_ARTICLE_BYTES = 1024 * 1024;

export const SAMPLE_ARTICLE = {
  title: 'Why the river town counts its bridges',
  figure: '1,284 cyclists a day',
};

const article = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${SAMPLE_ARTICLE.title} | The Local Sample</title>
<style>nav a { margin-right: 1em }</style>
<script>window.analytics = "not part of the article";</script>
</head>
<body>
<nav><a href="/">Home</a><a href="/news">News</a><a href="/sport">Sport</a><a href="/weather">Weather</a></nav>
<main>
<article>
<h1>${SAMPLE_ARTICLE.title}</h1>
<p>Every spring the council of Wattle Crossing counts the people who cross its three bridges. This year the count
found ${SAMPLE_ARTICLE.figure} on the old timber bridge alone, more than on the two road bridges together.</p>
<p>The timber bridge was built in 1911 for carts. It is narrow, it creaks, and it is the shortest way from the
station to the market, which is why riders choose it even on wet mornings when the boards are slippery.</p>
<p>The council's engineer says the bridge can carry the load for another decade if the deck is replaced in stages.
Residents asked at the last meeting that it stay open to bikes and walkers while the work is done.</p>
<p>A second count is planned for autumn, after the new path along the river opens, to see whether the riders move.</p>
</article>
</main>
<footer><p>The Local Sample is made up for ScriptVoice's local stack.</p><a href="/privacy">Privacy</a></footer>
</body>
</html>`;

const notes = `Notes on the bridge count

The spring count found ${SAMPLE_ARTICLE.figure} on the timber bridge.
The two road bridges together carried fewer riders.

The next count is in autumn.`;

const pageOf = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;

/** An article of about 1 MB (the bench reads it): the sample's paragraphs again and again, with related links between. */
const longArticle = () => {
  const paragraph = `<p>The spring count found ${SAMPLE_ARTICLE.figure} on the old timber bridge, more than on the two road bridges
together, and the engineer says the deck can be replaced in stages while riders and walkers keep using it.</p>
<div class="related"><ul><li><a href="/a">Related story</a></li><li><a href="/b">Another story</a></li></ul></div>\n`;
  return article.replace('</article>', `${paragraph.repeat(Math.floor(LONG_ARTICLE_BYTES / paragraph.length))}</article>`);
};

/** A minimal PDF: a file a creator might link to, which is not a web page. */
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
};

const redirect = (res: ServerResponse, location: string) => send(res, 302, 'text/plain', '', { location });

/** 3 MB of article, sent in chunks with no declared length, so the reader has to stop it while reading. */
const sendLarge = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  const paragraph = `<p>${'The timber bridge carries more riders than the road bridges. '.repeat(16)}</p>\n`;
  const chunk = paragraph.repeat(Math.ceil(64 * 1024 / paragraph.length));
  let sent = 0;
  const writeMore = () => {
    while (sent < 3 * 1024 * 1024 && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', writeMore);
    }
    res.end();
  };
  res.write(`<!doctype html><html><head><title>A very long page</title></head><body>`);
  writeMore();
};

/** Answers at once, then drips its body for 15 s: longer than the reader's 10 s. */
const sendSlow = (req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.write('<!doctype html><html><head><title>A slow page</title></head><body><p>');
  let chunks = 0;
  const timer = setInterval(() => {
    if (++chunks >= SLOW_DRIP_CHUNKS) {
      clearInterval(timer);
      res.end('</p></body></html>');
    } else res.write('slow ');
  }, SLOW_DRIP_MS);
  req.socket.once('close', () => clearInterval(timer));
};

export const createSamplePages = (): LocalTool => async (req, res, path) => {
  if (!path.startsWith(PREFIX) || req.method !== 'GET') return false;
  const name = path.slice(PREFIX.length);
  const hops = Number(new URL(req.url ?? '/', 'http://localhost').searchParams.get('hops') ?? '0');
  switch (name) {
    case 'article':
      send(res, 200, 'text/html; charset=utf-8', article);
      break;
    case 'long-article':
      send(res, 200, 'text/html; charset=utf-8', longArticle());
      break;
    case 'notes':
      send(res, 200, 'text/plain; charset=utf-8', notes);
      break;
    case 'moved':
      redirect(res, `${PREFIX}article`);
      break;
    case 'redirect-chain':
      // Each hop redirects to the next: the 4th redirect is one too many.
      redirect(res, `${PREFIX}redirect-chain?hops=${hops + 1}`);
      break;
    case 'to-metadata':
      redirect(res, 'http://169.254.169.254/latest/meta-data/');
      break;
    case 'members':
      send(res, 401, 'text/html; charset=utf-8', pageOf('Members only', 'Log in to read this page.'), { 'www-authenticate': 'Basic realm="members"' });
      break;
    case 'report.pdf':
      send(res, 200, 'application/pdf', Buffer.from(PDF, 'latin1'));
      break;
    case 'large':
      sendLarge(res);
      break;
    case 'slow':
      sendSlow(req, res);
      break;
    default:
      send(res, 404, 'text/html; charset=utf-8', pageOf('Not found', 'There is no sample page of that name.'));
  }
  return true;
};
