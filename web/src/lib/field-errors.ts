import { useCallback } from 'react';
import { isMessageKey } from '@tessera/shared';
import { useT, type Params } from './i18n';

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

/** Shows a field error's message (any of the three forms) in the reader's language. */
export function useFieldErrorText(): (text: string | undefined) => string | undefined {
  const msg = useT('messages');
  const t = useT('common');
  return useCallback(
    (text) => {
      if (!text) return undefined;
      const encoded = decodeFieldError(text);
      if (encoded) {
        return isMessageKey(encoded.key)
          ? msg(encoded.key as never, encoded.params)
          : t(encoded.key as never, encoded.params);
      }
      const translated = msg(text as never);
      // An unknown key comes back unchanged: it was a server sentence.
      return translated;
    },
    [msg, t],
  );
}
