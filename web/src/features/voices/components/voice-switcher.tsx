import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { chooseVoice, useCurrentVoiceId, useVoices } from '@/lib/voices';
import { ManageVoicesDialog } from './manage-voices-dialog';

/** The voice a page shows (its documents, learned voice or style guide), and the way to create, rename and delete voices. */
export const VoiceSwitcher = () => {
  const voices = useVoices().data?.voices;
  const current = useCurrentVoiceId();
  const [managing, setManaging] = useState(false);
  if (!voices || current === undefined) return null;
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-end">
      <div className="space-y-1 sm:min-w-56">
        <label htmlFor="voice-switcher" className="text-sm font-medium">
          Voice
        </label>
        <NativeSelect id="voice-switcher" value={current} onChange={(event) => chooseVoice(event.target.value)}>
          {voices.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voice.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" className="max-sm:min-h-11" onClick={() => setManaging(true)}>
        <Settings2 aria-hidden /> Manage voices
      </Button>
      <ManageVoicesDialog voices={voices} open={managing} onOpenChange={setManaging} />
    </div>
  );
};
