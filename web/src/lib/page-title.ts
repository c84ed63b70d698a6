import { useEffect } from 'react';

export const PRODUCT_NAME = 'ScriptVoice';

/** The document title: the screen's name, then the product name, with one separator everywhere. */
export const pageTitle = (screen: string) => `${screen} | ${PRODUCT_NAME}`;

export const usePageTitle = (screen: string) => {
  useEffect(() => {
    document.title = pageTitle(screen);
  }, [screen]);
};
