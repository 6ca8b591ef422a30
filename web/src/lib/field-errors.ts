import { useCallback } from 'react';
import { isMessageKey } from '@tessera/shared';
import { useT, type KeyOf, type Params } from './i18n';
import { common } from './locales/common';

/**
 * A field error's message travels through react-hook-form as a string in one of three forms: a catalogue key
 * (`system.field_blank`, from a schema rule or a server field), an encoded key with its parameters
 * (`@system.field_too_long{"max":255}`, from a zod issue), or a server sentence already in the reader's language.
 * Keys are translated when shown, so a language switch rewords errors already on screen.
 */
const PREFIX = '@';

export function encodeFieldError(key: string, params: Params = {}): string {
  return `${PREFIX}${key}${JSON.stringify(params)}`;
}

export function decodeFieldError(text: string): { key: string; params: Params } | null {
  if (!text.startsWith(PREFIX)) return null;
  const brace = text.indexOf('{');
  if (brace < 0) return null;
  try {
    return { key: text.slice(1, brace), params: JSON.parse(text.slice(brace)) as Params };
  } catch {
    return null;
  }
}

/** A key of the bundled `common` namespace (a plural by its base key), so it can be translated as one. */
function isCommonKey(key: string): key is KeyOf<'common'> {
  let node: unknown = common.en;
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  for (const part of parts) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'object' || node === null) return false;
  const texts = node as Record<string, unknown>;
  return typeof texts[last] === 'string' || typeof texts[`${last}_other`] === 'string';
}

/** Shows a field error's message (any of the three forms) in the reader's language. */
export function useFieldErrorText(): (text: string | undefined) => string | undefined {
  const msg = useT('messages');
  const t = useT('common');
  return useCallback(
    (text) => {
      if (!text) return undefined;
      const encoded = decodeFieldError(text);
      if (encoded) {
        if (isMessageKey(encoded.key)) return msg(encoded.key, encoded.params);
        return isCommonKey(encoded.key) ? t(encoded.key, encoded.params) : encoded.key;
      }
      // Not a catalogue key: a server sentence, shown as it came.
      return isMessageKey(text) ? msg(text) : text;
    },
    [msg, t],
  );
}
