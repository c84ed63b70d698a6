const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** An http origin on this machine (localhost, *.localhost, 127.x.x.x, [::1]), any port. */
export const isLoopbackOrigin = (origin: string): boolean => {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname) && url.origin === origin.replace(/\/+$/, '');
  } catch {
    return false;
  }
};
