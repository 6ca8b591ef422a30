import { IntlMessageFormat } from 'intl-messageformat';
import { accountMessages } from './account';
import { attachmentsMessages } from './attachments';
import { isMessageKey, messages, type MessageKey } from './catalogue';
import { componentsMessages } from './components';
import { coursesMessages } from './courses';
import { csvMessages } from './csv';
import { compileMessage, formatMessage, type MessageParams } from './format';
import { hierarchyMessages } from './hierarchy';
import { identityMessages } from './identity';
import { importsMessages } from './imports';
import { extractsMessages } from './extracts';
import { integrationsMessages } from './integrations';
import { message } from './message';
import { portfoliosMessages } from './portfolios';
import { rubricsMessages } from './rubrics';
import { showcasesMessages } from './showcases';
import { systemMessages } from './system';
import { templatesMessages } from './templates';
import { LOCALES, type Catalogue } from './types';
import { websiteAdminMessages } from './website-admin';
import { workflowsMessages } from './workflows';

const argumentsOf = (template: string): string[] => {
  const names = new Set<string>();
  const visit = (elements: ReturnType<IntlMessageFormat['getAst']>): void => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options as Record<string, { value: typeof elements }>))
          visit(option.value);
    }
  };
  visit(new IntlMessageFormat(template, 'en', undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
};

/** ICU element types (intl-messageformat's AST): the ones whose value is a number, and select. */
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
type ArgumentElement = { type: number; value: string; options?: Record<string, { value: ArgumentElement[] }> };

/**
 * A value for every argument of a sentence, as a caller would pass it: a number where the sentence formats one
 * (number, plural), an option the select names, otherwise a text. `shown` lists the texts the result must
 * contain: those outside a plural or select branch (a branch may not be the one rendered).
 */
const sampleParams = (template: string): { params: MessageParams; shown: string[] } => {
  const params: MessageParams = {};
  const shown: string[] = [];
  const visit = (elements: ArgumentElement[], inBranch: boolean): void => {
    for (const element of elements) {
      if (element.type === NUMBER || element.type === PLURAL) params[element.value] = 2;
      else if (element.type === SELECT)
        params[element.value] = Object.keys(element.options ?? {}).find((option) => option !== 'other') ?? 'other';
      else if (element.type !== 0 && typeof element.value === 'string' && params[element.value] === undefined) {
        params[element.value] = `<${element.value}>`;
        if (!inBranch) shown.push(`<${element.value}>`);
      }
      for (const option of Object.values(element.options ?? {})) visit(option.value, true);
    }
  };
  visit(new IntlMessageFormat(template, 'en', undefined, { ignoreTag: true }).getAst() as ArgumentElement[], false);
  return { params, shown };
};

/** Each context's own file, by the prefix its keys carry (catalogue.ts: "keys are prefixed with the context"). */
const CONTEXT_CATALOGUES: Record<string, Catalogue> = {
  system: systemMessages,
  identity: identityMessages,
  workflows: workflowsMessages,
  components: componentsMessages,
  rubrics: rubricsMessages,
  templates: templatesMessages,
  attachments: attachmentsMessages,
  hierarchy: hierarchyMessages,
  showcases: showcasesMessages,
  account: accountMessages,
  website_admin: websiteAdminMessages,
  courses: coursesMessages,
  integrations: integrationsMessages,
  portfolios: portfoliosMessages,
  csv: csvMessages,
  imports: importsMessages,
  extracts: extractsMessages,
};

/**
 * The sentences that read the same in Spanish, each for a reason: a symbol or an abbreviation both languages
 * write alike. Any other sentence equal in both languages is English left untranslated.
 */
const SAME_IN_BOTH_LANGUAGES: Record<string, string> = {
  'workflows.eportfolio.error': 'spec 3 §4 quotes "Error:", the same word in Spanish',
  'rubrics.not_applicable': '"N/A" is written alike in Spanish',
  'rubrics.scoring.not_available': '"N/A" is written alike in Spanish',
  'showcases.contrast.ratio': 'a ratio, "4.52:1"',
};

describe('one catalogue of every context (catalogue.ts, ADR 0010)', () => {
  it('gives every key to exactly one context, under that context’s prefix (a later spread would silently replace an earlier sentence)', () => {
    const owners = new Map<string, string[]>();
    for (const [prefix, catalogue] of Object.entries(CONTEXT_CATALOGUES))
      for (const key of Object.keys(catalogue)) owners.set(key, [...(owners.get(key) ?? []), prefix]);
    expect([...owners].filter(([, contexts]) => contexts.length > 1)).toEqual([]);
    expect([...owners].filter(([key, [context]]) => !key.startsWith(`${context}.`))).toEqual([]);
    // The merged catalogue holds these keys and no others: a context added to catalogue.ts is listed above too.
    expect(Object.keys(messages).sort()).toEqual([...owners.keys()].sort());
  });

  it.each(LOCALES)('renders every sentence in %s with its parameters, leaving no placeholder unfilled', (locale) => {
    const unfilled: string[] = [];
    for (const [key, entry] of Object.entries(messages) as Array<[MessageKey, { en: string; es: string }]>) {
      const { params, shown } = sampleParams(entry[locale]);
      const text = message(key, locale, params);
      if (text.trim() === '' || /[{}]/.test(text) || shown.some((value) => !text.includes(value)))
        unfilled.push(`${key}: ${text}`);
    }
    expect(unfilled).toEqual([]);
  });

  it('says every sentence in Spanish, not in English again, except the symbols both languages write alike', () => {
    const same = Object.entries(messages)
      .filter(([, entry]) => entry.es.trim() === entry.en.trim())
      .map(([key]) => key);
    expect(same.sort()).toEqual(Object.keys(SAME_IN_BOTH_LANGUAGES).sort());
  });
});

describe('the catalogue in ICU MessageFormat (ADR 0010)', () => {
  const entries = Object.entries(messages) as Array<[MessageKey, { en: string; es: string }]>;

  it('compiles every sentence in both languages, with the same placeholders in each', () => {
    for (const [key, entry] of entries) {
      const en = argumentsOf(entry.en);
      expect({ key, es: argumentsOf(entry.es) }).toEqual({ key, es: en });
    }
  });

  it('renders a sentence without placeholders as written (the web maps English sentences back to keys)', () => {
    for (const [key, entry] of entries)
      for (const locale of LOCALES)
        if (argumentsOf(entry[locale]).length === 0) expect(message(key, locale)).toBe(entry[locale]);
  });

  it('knows its keys', () => {
    expect(isMessageKey('system.internal')).toBe(true);
    expect(isMessageKey('system.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('the form error banner counts in words (spec 1 §8 "N error(s) found, N error(s) remaining" as a plural; issue 21)', () => {
  it.each<[Record<string, number>, 'en' | 'es', string]>([
    [{ found: 1, remaining: 1 }, 'en', '1 error found, 1 error remaining'],
    [{ found: 3, remaining: 0 }, 'en', '3 errors found, 0 errors remaining'],
    [{ found: 2, remaining: 1 }, 'en', '2 errors found, 1 error remaining'],
    [{ found: 1, remaining: 0 }, 'es', '1 error encontrado, 0 errores pendientes'],
    [{ found: 3, remaining: 1 }, 'es', '3 errores encontrados, 1 error pendiente'],
  ])('%j in %s: %s', (params, locale, sentence) => {
    expect(message('components.form_errors.count', locale, params)).toBe(sentence);
  });
});

describe('sentences the spec quotes render exactly as quoted', () => {
  it.each<[MessageKey, Record<string, string | number>, string]>([
    // spec 2 §8: "N import successfully, M failed".
    ['hierarchy.import.result', { success: 1, failed: 2 }, '1 import successfully, 2 failed'],
    // spec 3 §4: '%(title)s draft has been saved.' and '%(title)s has been published.'.
    ['workflows.eportfolio.draft_saved', { title: 'My ePortfolio' }, 'My ePortfolio draft has been saved.'],
    ['workflows.eportfolio.published', { title: 'My ePortfolio' }, 'My ePortfolio has been published.'],
    // spec 3 §5: 'Folder named %{name}s already exists.'.
    ['templates.folder.name_taken', { name: 'Capstone' }, 'Folder named Capstone already exists.'],
    // spec 1 §4: '{title} has been published.'.
    ['rubrics.published', { title: 'Writing' }, 'Writing has been published.'],
    // spec 1 §5: 'This text area requires a minimum of N words.', 'N of M characters entered.'.
    ['components.textarea.minimum_words', { n: 30 }, 'This text area requires a minimum of 30 words.'],
    ['components.characters_entered', { n: 2980, m: 3000 }, '2980 of 3000 characters entered.'],
    // spec 2 §5: 'File size cannot exceed {n} MB.', "Folder name - N".
    ['components.config.file_size_exceeds', { n: 2048 }, 'File size cannot exceed 2048 MB.'],
    ['hierarchy.folder.default_name', { n: 3 }, 'Folder name - 3'],
    // spec 1 §5: 'Score of the rubric must >= threshold %' is text, not markup.
    ['rubrics.threshold_hint', {}, 'Score of the rubric must >= threshold %'],
    ['identity.username.forbidden_characters', {}, "'$,@' is not allowed in username"],
  ])('%s with %j reads %j', (key, params, text) => {
    expect(message(key, 'en', params)).toBe(text);
  });
});

describe('real plurals where a sentence counts and the spec quotes nothing', () => {
  it.each<[MessageKey, 'en' | 'es', Record<string, number>, string]>([
    ['components.textarea.more_words', 'en', { n: 1, m: 30 }, '1 more word to meet the minimum of 30.'],
    ['components.textarea.more_words', 'en', { n: 3, m: 30 }, '3 more words to meet the minimum of 30.'],
    ['components.textarea.more_words', 'es', { n: 1, m: 30 }, 'Falta 1 palabra para llegar al mínimo de 30.'],
    ['components.textarea.more_words', 'es', { n: 4, m: 30 }, 'Faltan 4 palabras para llegar al mínimo de 30.'],
    ['hierarchy.import.too_many_rows', 'en', { max: 1000 }, 'A file can import at most 1,000 rows.'],
    ['hierarchy.import.too_many_rows', 'en', { max: 1 }, 'A file can import at most 1 row.'],
    ['hierarchy.import.too_many_rows', 'es', { max: 10000 }, 'Un archivo puede importar como máximo 10.000 filas.'],
    ['components.feedback.too_long', 'es', { n: 3000 }, 'La retroalimentación no puede superar los 3000 caracteres.'],
    ['system.field_too_long', 'en', { max: 1 }, 'This field is too long (maximum is 1 character).'],
    ['system.field_too_long', 'es', { max: 255 }, 'Este campo es demasiado largo (el máximo es 255 caracteres).'],
  ])('%s (%s) with %j reads %j', (key, locale, params, text) => {
    expect(message(key, locale, params)).toBe(text);
  });
});

describe('formatMessage', () => {
  it('formats any ICU sentence in a locale', () => {
    expect(formatMessage('{n, plural, one {# día} other {# días}}', { n: 2 }, 'es')).toBe('2 días');
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'en')).toBe('1,234.5');
    expect(formatMessage('{n, number}', { n: 1234.5 }, 'es')).toBe('1234,5');
  });

  it('writes a placeholder without a value back as {name} instead of throwing', () => {
    expect(formatMessage('Welcome to {organization}, {name}!', { name: 'Ada' })).toBe(
      'Welcome to {organization}, Ada!',
    );
    expect(message('hierarchy.folder.default_name')).toBe('Folder name - {n}');
  });

  it('compiles a sentence once per locale', () => {
    expect(compileMessage('{n} x', 'en')).toBe(compileMessage('{n} x', 'en'));
    expect(compileMessage('{n} x', 'es')).not.toBe(compileMessage('{n} x', 'en'));
  });

  it('defaults to English', () => {
    expect(message('system.internal')).toBe('Something went wrong. Please try again.');
    expect(formatMessage('{a}', { a: 'b' })).toBe('b');
  });
});
