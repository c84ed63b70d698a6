import { allItemsOfUser } from '../../data/account-repo';
import { getScriptBody } from '../../data/storage';

/** Internal key and bookkeeping attributes the export leaves out. */
const INTERNAL = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'entity', 'stats', 'object_key', 'stored_bytes', 'reserved_until', 'state', 'expires_at', 'request_hash']);

const publicFields = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([key]) => !INTERNAL.has(key)));

/**
 * Everything the user has given us or made with us, in one JSON document: profile and credits, every script
 * with its full text and every version of it, documents, style guide, the credit ledger and payments.
 */
export const exportAccount = async (userId: string) => {
  const items = await allItemsOfUser(userId);
  const of = (entity: string) => items.filter((item) => item.entity === entity);
  const versions: Record<string, unknown>[] = await Promise.all(
    of('script_version').map(async (item) => ({ ...publicFields(item), text: await getScriptBody(String(item.file_path)) })),
  );
  const versionsOf = (scriptId: unknown) =>
    versions.filter((version) => version.script_id === scriptId).sort((a, b) => Number(a.number) - Number(b.number));
  const scripts = await Promise.all(
    of('script').map(async (item) => ({ ...publicFields(item), text: await getScriptBody(String(item.file_path)), versions: versionsOf(item.id) })),
  );
  return {
    exported_at: new Date().toISOString(),
    user_id: userId,
    profile: of('profile').map(publicFields)[0] ?? null,
    scripts,
    documents: of('document').map(publicFields),
    style_guide: of('style_guide').map(publicFields)[0] ?? null,
    credit_ledger: of('ledger_entry').map(publicFields),
    payments: of('payment').map(publicFields),
  };
};
