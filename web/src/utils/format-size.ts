const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** Bytes as the spec shows sizes (§9): B, KB with 1 decimal, or MB with 1 decimal; 1536 → '1.5 KB'. */
export const formatSize = (bytes: number): string => {
  if (bytes < KILOBYTE) return `${bytes} B`;
  // Just under a megabyte would round to '1024.0 KB'; it reads as '1.0 MB' instead.
  if (bytes < MEGABYTE - 0.05 * KILOBYTE) return `${(bytes / KILOBYTE).toFixed(1)} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
};
