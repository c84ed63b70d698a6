import './config/zod';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { loadConfig } from './config/load-config';
import './styles.css';

const container = document.getElementById('root')!;

loadConfig()
  .then(() => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>
    );
    // The public pages arrive rendered at build time (web/prerender-plugin.ts): React takes over their markup.
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  })
  .catch((error: unknown) => {
    console.error(error);
    container.replaceChildren();
    createRoot(container).render(<p role="alert">ScriptVoice could not load its configuration. Please refresh the page.</p>);
  });
