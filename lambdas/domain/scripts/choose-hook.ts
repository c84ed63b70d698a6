import { type ChooseHookBody, HOOK_APPROACH_LABELS, hookSectionIndex } from '../../contracts/script-extras';
import { replaceSectionBody, splitSections } from '../../contracts/script-sections';
import type { ScriptVersionResponse } from '../../contracts/script-versions';
import { getScriptExtras } from '../../data/extras-storage';
import { currentVersionId } from '../../data/script-version-repo';
import { getScriptBody } from '../../data/storage';
import { BadRequestError, ConflictError, NotFoundError } from '../../shared/errors';
import { scriptOfUser } from './owner';
import { commitNewVersion, versionConflict } from './versions';

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * POST /api/scripts/{id}/hook (issue 34): another of the script's hooks replaces the text under its hook heading, as a
 * new version (kind 'hook', the writer's words as a rewrite's are), so a switch is undone like any version. Every
 * other byte of the script stays; only the timing marks follow the new text.
 */
export const chooseHook = async (userId: string, scriptId: string, { option, base_version_id }: ChooseHookBody): Promise<ScriptVersionResponse> => {
  const script = await scriptOfUser(userId, scriptId);
  const extras = script.extras_path ? await getScriptExtras(script.extras_path) : null;
  const hook = extras?.hooks[option];
  if (!extras || !hook) throw new NotFoundError('hook.not_found', 'This script has no such hook option.');
  if (currentVersionId(script) !== base_version_id) throw versionConflict();
  const current = await getScriptBody(script.file_path);
  const index = hookSectionIndex(current, extras.hook_heading);
  if (index < 0) throw new BadRequestError('This script has no sections any more: add a "## Hook" heading at its top, then choose a hook again.', 'hook.no_section');
  if (sameText(splitSections(current).sections[index]!.body, hook.text)) throw new ConflictError('hook.already_chosen', 'This hook is already in the script.');
  return commitNewVersion({
    script,
    body: replaceSectionBody(current, index, hook.text),
    kind: 'hook',
    note: `Chose hook ${option + 1}: ${HOOK_APPROACH_LABELS[hook.approach].toLowerCase()}`,
    baseVersionId: base_version_id,
  });
};
