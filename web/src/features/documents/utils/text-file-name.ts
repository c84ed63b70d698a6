/** The file name a pasted text is stored under: its name, trimmed, with .txt added unless it already ends so. */
export const textFileName = (name: string): string => {
  const trimmed = name.trim();
  return trimmed.toLowerCase().endsWith('.txt') ? trimmed : `${trimmed}.txt`;
};
