import './config/zod';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';

/**
 * Build-time only (web/prerender-plugin.ts): the markup of one public page, exactly the tree main.tsx hydrates.
 * `prerenderToNodeStream` waits for the lazy pages, so their content is in the HTML, not their spinner.
 */
export const renderPage = async (path: string): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // No boundary is outlined behind its fallback and an inline script (React does that for large ones, such as a
    // long policy): the page is static HTML, and the CSP allows no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};
