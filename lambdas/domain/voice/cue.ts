/** One caption cue: its time range in seconds and its spoken text (tags, labels and repeats removed). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}
