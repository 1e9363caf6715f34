import { createRequire } from "node:module";
import type * as ZxcvbnCore from "@zxcvbn-ts/core";
import type * as ZxcvbnCommon from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordErrorCode } from "@paraph/contracts";

interface PasswordDictionaries {
  estimator: ZxcvbnCore.ZxcvbnFactory;
  commonPasswords: Set<string>;
}

let dictionaries: PasswordDictionaries | undefined;

/**
 * zxcvbn and its word lists (about 20 MB resident) are loaded by the first password check, not at
 * start: an idle server does not hold them (docs/OPERATIONS.md, "Memory and start-up").
 */
function passwordDictionaries(): PasswordDictionaries {
  if (dictionaries) return dictionaries;
  const require = createRequire(import.meta.url);
  const { ZxcvbnFactory: Factory } = require("@zxcvbn-ts/core") as typeof ZxcvbnCore;
  const common = require("@zxcvbn-ts/language-common") as typeof ZxcvbnCommon;
  dictionaries = {
    estimator: new Factory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
    commonPasswords: new Set(common.dictionary["passwords-common"].map((password) => password.toLowerCase())),
  };
  return dictionaries;
}

/** zxcvbn scores 0..4; 3 means at least 10^8 guesses, safe against online and throttled offline attacks. */
const MINIMUM_SCORE = 3;

export interface PasswordCheck {
  validPassword: boolean;
  errorCode: PasswordErrorCode | null;
}

/**
 * Paraph's password policy (docs/API.md lists the codes), checked in this order:
 * too_short (< 10 characters), too_long (> 128), contains_email (the address or its local part),
 * too_common (a listed common password), too_guessable (estimated under 10^8 guesses,
 * also counting the user's names and e-mail as known words).
 */
export function checkPasswordPolicy(password: string, context: { email?: string; names?: string[] } = {}): PasswordCheck {
  const fail = (errorCode: PasswordErrorCode): PasswordCheck => ({ validPassword: false, errorCode });
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return fail("too_short");
  if (length > PASSWORD_MAX_LENGTH) return fail("too_long");
  const lowered = password.toLowerCase();
  const email = context.email?.toLowerCase();
  const localPart = email?.split("@")[0] ?? "";
  if (email && (lowered.includes(email) || (localPart.length >= 3 && lowered.includes(localPart)))) {
    return fail("contains_email");
  }
  const { estimator, commonPasswords } = passwordDictionaries();
  if (commonPasswords.has(lowered)) return fail("too_common");
  const userInputs = [email, localPart, ...(context.names ?? [])].filter((value): value is string => Boolean(value));
  if (estimator.check(password, userInputs).score < MINIMUM_SCORE) return fail("too_guessable");
  return { validPassword: true, errorCode: null };
}
