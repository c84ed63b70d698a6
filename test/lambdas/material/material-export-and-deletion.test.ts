import { describe, expect, it } from 'vitest';
import { handler as deleteAccount } from '../../../lambdas/api/profile/delete-account';
import { handler as generate } from '../../../lambdas/api/scripts/generate-script';
import type { Script } from '../../../lambdas/contracts/scripts';
import { downloadExport, startAccountExport, waitForExport } from '../support/account-export';
import { apiEvent, invoke } from '../support/api-event';
import { newUser } from '../support/documents';
import { PRUNING_MATERIAL, storedFilesOf, validBody } from '../support/scripts';

describe('the material a script was written from, in the export and in deletion (issue 30)', () => {
  it('exports each script’s material as JSON beside it, named as the script, and points scripts.json at it', async () => {
    const userId = await newUser();
    const withMaterial = (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', body: { ...validBody, material: PRUNING_MATERIAL } }))).body.script;
    await invoke(generate, apiEvent({ userId, method: 'POST', body: { ...validBody, topic: 'Watering in a heatwave' } }));
    expect((await startAccountExport(userId)).statusCode).toBe(202);
    const { files } = await downloadExport((await waitForExport(userId)).job);

    const materialFiles = [...files.keys()].filter((path) => path.startsWith('material/'));
    expect(materialFiles).toEqual([expect.stringMatching(/^material\/how-to-prune-tomatoes-\d{4}-\d{2}-\d{2}\.json$/)]);
    expect(JSON.parse(files.get(materialFiles[0]!)!.toString('utf8'))).toEqual(PRUNING_MATERIAL);
    const scripts = JSON.parse(files.get('scripts.json')!.toString('utf8')) as { id: string; material: string | null; material_path?: string }[];
    expect(scripts.find((script) => script.id === withMaterial.id)).toMatchObject({ material: materialFiles[0] });
    expect(scripts.find((script) => script.id !== withMaterial.id)).toMatchObject({ material: null });
    expect(scripts.every((script) => script.material_path === undefined)).toBe(true);
    expect(files.get('README.md')!.toString('utf8')).toContain('`material/`');
  });

  it('removes the material with the account', async () => {
    const userId = await newUser();
    const { script } = (await invoke<{ script: Script }>(generate, apiEvent({ userId, method: 'POST', body: { ...validBody, material: PRUNING_MATERIAL } }))).body;
    expect(await storedFilesOf(userId)).toContain(script.material_path);
    expect((await invoke(deleteAccount, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
    expect(await storedFilesOf(userId)).toEqual([]);
  });
});
