import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url (43 characters): session tokens, reset links, CSRF tokens. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored in place of a secret token: a leaked table then opens nothing. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
