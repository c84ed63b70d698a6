import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useVoices } from '@/lib/voices';

/**
 * Which voice /generate writes in (docs/voices.md): the last one used unless the creator picks another. The picker is
 * shown only while there is more than one voice; `voiceId` is undefined until the voices load and while there is only
 * one (the server then uses the last one used, or the only one).
 */
export const useVoiceChoice = () => {
  const voices = useVoices().data;
  const [picked, setPicked] = useState<string | null>(null);
  const listed = voices?.voices ?? [];
  const fallback = voices?.last_used_voice_id ?? listed[0]?.id;
  const chosen = picked !== null && listed.some((voice) => voice.id === picked) ? picked : fallback;
  const voiceId = listed.length > 1 ? chosen : undefined;
  /** Whether the chosen voice has a processed document (undefined while there is one voice: the account's flag says). */
  const inVoice = voiceId === undefined ? undefined : (listed.find((voice) => voice.id === voiceId)?.processed_documents ?? 0) > 0;
  const picker =
    listed.length > 1 ? (
      <div className="space-y-2">
        <Label htmlFor="voice">Voice</Label>
        <NativeSelect id="voice" value={chosen} onChange={(event) => setPicked(event.target.value)}>
          {listed.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voice.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    ) : null;
  return { voiceId, inVoice, picker };
};
