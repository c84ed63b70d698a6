/** The Generate card's credit line, word for word as the spec writes it (§2). */
export const scriptsRemaining = (credits: number): string => `${credits} script(s) remaining`;
