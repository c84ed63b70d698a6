/** Business constants and limits from spec §9. */
export const FREE_CREDITS_AT_SIGNUP = 3;
export const CREDITS_PER_SCRIPT = 1;
export const RECENT_SCRIPTS_LIMIT = 5;

export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;
/** Cognito's verification codes (sign-up and password reset) are six digits. */
export const RESET_CODE_LENGTH = 6;

export const TOPIC_MAX_LENGTH = 200;
export const DETAILS_MAX_LENGTH = 1000;
export const STYLE_GUIDE_FIELD_MAX_LENGTH = 500;

export const MEGABYTE = 1024 * 1024;
export const MAX_FILE_SIZE_BYTES = 10 * MEGABYTE;
export const STORAGE_QUOTA_BYTES = 100 * MEGABYTE;
export const ALLOWED_DOCUMENT_EXTENSIONS = ['.txt', '.srt', '.vtt'] as const;

export const DEFAULT_WORDS_PER_MINUTE = 150;
