const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Seconds as m:ss, e.g. 165 → '2:45'. */
export const formatSpokenLength = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Word count and estimated spoken length, e.g. '412 words · about 2:45'. */
export const formatScriptLength = (wordCount: number, estimatedSeconds: number): string =>
  `${plural(wordCount, 'word', 'words')} · about ${formatSpokenLength(estimatedSeconds)}`;

/** A script's voice match (0–100) as the script page and the library show it, e.g. 'Voice match 83%'. */
export const formatVoiceMatch = (voiceMatch: number): string => `Voice match ${Math.round(voiceMatch)}%`;
