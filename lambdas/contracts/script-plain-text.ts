/**
 * A script's markdown as plain text, what a creator reads aloud or pastes into a teleprompter or caption tool: the
 * title and section headings as plain lines, notes and "On screen:" cues as plain lines, and no markup (`#`, `>`,
 * `**`, `_`, backticks, link syntax). Shared by the web app's Copy and Download.
 */
const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!>~|])/g;
// Escaped characters are set aside in the private-use area while markup is removed, so `\*` never reads as emphasis.
const SET_ASIDE = 0xe000;

const inline = (line: string): string =>
  line
    .replace(ESCAPABLE, (_, char: string) => String.fromCharCode(SET_ASIDE + char.charCodeAt(0)))
    .replace(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, (_, alt: string, url: string) => alt || url)
    .replace(/\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, (_, text: string, url: string) => (text === url ? url : `${text} (${url})`))
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1')
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - SET_ASIDE));

const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const FENCE = /^\s{0,3}(?:```|~~~)/;

export const scriptPlainText = (markdown: string): string =>
  markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => {
      if (RULE.test(line) || FENCE.test(line)) return [];
      const text = line
        .replace(/^\s{0,3}(?:>\s?)+/, '')
        .replace(/^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/, '$1')
        .replace(/^(\s*)[*+](\s+)/, '$1-$2');
      return [inline(text)];
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
