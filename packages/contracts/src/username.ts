// Zod-free (client entry): the username rule, so forms check it without zod; user.ts builds the schema
// from the same pieces (contracts test: isValidUsername agrees with usernameSchema).
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants';

/** Letters and digits of any script, `_`, `.` and `-`. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

/** True when `value` (trimmed) is a username usernameSchema accepts. */
export function isValidUsername(value: string): boolean {
  const trimmed = value.trim();
  const length = trimmed.length;
  return length >= USERNAME_MIN_LENGTH && length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(trimmed);
}
