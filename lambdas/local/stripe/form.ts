/** Stripe's form encoding: `line_items[0][price]=…&metadata[package_id]=…` into nested objects and arrays. */
export const parseStripeForm = (text: string): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    if (parts.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    let node = root as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
};
