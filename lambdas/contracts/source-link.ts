import * as z from 'zod';

/** Longest link a creator may add as a source (browsers and servers commonly accept about this much). */
export const SOURCE_URL_MAX_LENGTH = 2048;
/** A source's text, read from a link or pasted, is kept to this many characters. */
export const SOURCE_TEXT_MAX_CHARACTERS = 20_000;
/** The most a page may weigh (decoded), and the time and redirects reading it may take. */
export const SOURCE_PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SOURCE_FETCH_TIMEOUT_MS = 10_000;
export const SOURCE_MAX_REDIRECTS = 3;

export const SOURCE_URL_MESSAGES = {
  required: 'Enter a link to read',
  tooLong: 'Links must be at most 2,048 characters',
  malformed: 'This is not a web address. Paste the full link, like https://example.com/article',
} as const;

const UNREADABLE = 'This page could not be read:';

/** Why a link was not read, in the words the API answers (422 `source.unreadable`) and the web app shows. */
export const SOURCE_UNREADABLE_MESSAGES = {
  needsLogin: `${UNREADABLE} it needs a login`,
  notWebPage: `${UNREADABLE} it is not a web page`,
  tooLarge: `${UNREADABLE} it is over 2 MB`,
  tooSlow: `${UNREADABLE} it took too long`,
  scheme: `${UNREADABLE} only http and https links can be read`,
  port: `${UNREADABLE} only the standard web ports (80 and 443) can be read`,
  credentials: `${UNREADABLE} links with a user name or password are not read`,
  privateAddress: `${UNREADABLE} its address is not on the public internet`,
  tooManyRedirects: `${UNREADABLE} it redirects more than ${SOURCE_MAX_REDIRECTS} times`,
  badRedirect: `${UNREADABLE} it redirects to an address that is not valid`,
  notFound: `${UNREADABLE} the site says it does not exist (404)`,
  unknownHost: `${UNREADABLE} no site answers at this address`,
  unreachable: `${UNREADABLE} the site could not be reached`,
  certificate: `${UNREADABLE} the site's security certificate is not valid`,
  noText: `${UNREADABLE} it has no text to read`,
} as const;
export type SourceRefusal = keyof typeof SOURCE_UNREADABLE_MESSAGES;

/** A page that answered with an error status other than a login or a 404. */
export const sourceHttpErrorMessage = (status: number) => `${UNREADABLE} the site answered with error ${status}`;

export const SOURCE_UNREADABLE_CODE = 'source.unreadable';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

const parsesAsUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * POST /api/sources/read. The link as typed, trimmed; one without a scheme ("example.com/article") is read as
 * https. Which links the server will actually fetch (scheme, port, address) is the server's check, answered 422.
 */
export const readSourceBodySchema = z.object({
  url: z
    .string({ error: SOURCE_URL_MESSAGES.required })
    .trim()
    .min(1, { error: SOURCE_URL_MESSAGES.required })
    .max(SOURCE_URL_MAX_LENGTH, { error: SOURCE_URL_MESSAGES.tooLong })
    .transform((value) => (HAS_SCHEME.test(value) ? value : `https://${value}`))
    .refine(parsesAsUrl, { error: SOURCE_URL_MESSAGES.malformed }),
});
export type ReadSourceBody = z.input<typeof readSourceBodySchema>;

/** What was read: the final address after redirects, the page's title, its readable text and that text's words. */
export const readSourceResponseSchema = z.object({
  url: z.string(),
  title: z.string(),
  text: z.string().max(SOURCE_TEXT_MAX_CHARACTERS),
  words: z.int().min(0),
  /** The page held more than SOURCE_TEXT_MAX_CHARACTERS of text; `text` is its beginning, cut at a word. */
  truncated: z.boolean(),
});
export type ReadSourceResponse = z.infer<typeof readSourceResponseSchema>;
