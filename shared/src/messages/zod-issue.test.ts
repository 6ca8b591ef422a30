import * as z from 'zod';
import { message } from './message';
import { zodIssueMessage } from './zod-issue';

/** The first issue zod v4 reports for `value` against `schema`. */
function issueOf(schema: z.ZodType, value: unknown, reportInput = false): z.core.$ZodIssue {
  const result = schema.safeParse(value, { reportInput });
  if (result.success) throw new Error('expected an issue');
  return result.error.issues[0] as z.core.$ZodIssue;
}

const render = (issue: z.core.$ZodIssue, locale: 'en' | 'es', input?: { value?: unknown }): string => {
  const { key, params } = zodIssueMessage(issue, input);
  return message(key, locale, params);
};

describe('zod issues in the catalogue, never in zod English (both languages)', () => {
  it.each<[string, z.ZodType, unknown, string, string]>([
    [
      'too long text',
      z.string().max(255),
      'x'.repeat(256),
      'This field is too long (maximum is 255 characters).',
      'Este campo es demasiado largo (el máximo es 255 caracteres).',
    ],
    [
      'too short text',
      z.string().min(8),
      'abc',
      'This field is too short (minimum is 8 characters).',
      'Este campo es demasiado corto (el mínimo es 8 caracteres).',
    ],
    [
      'blank after trim',
      z.string().trim().min(1),
      '   ',
      'This field cannot be left blank.',
      'Este campo no puede dejarse en blanco.',
    ],
    [
      'a required value missing',
      z.string(),
      undefined,
      'This field cannot be left blank.',
      'Este campo no puede dejarse en blanco.',
    ],
    [
      'null where text is required',
      z.string(),
      null,
      'This field cannot be left blank.',
      'Este campo no puede dejarse en blanco.',
    ],
    ['the wrong type', z.string(), 42, 'This value is not valid.', 'Este valor no es válido.'],
    ['not a number', z.number(), 'ten', 'Please enter a number.', 'Introduzca un número.'],
    ['not a whole number', z.int(), 1.5, 'Please enter a whole number.', 'Introduzca un número entero.'],
    [
      'an invalid email',
      z.email(),
      'nope',
      'Please enter a valid email address.',
      'Introduzca una dirección de correo electrónico válida.',
    ],
    ['an invalid URL', z.url(), 'nope', 'Please enter a valid URL.', 'Introduzca una URL válida.'],
    ['another format', z.uuid(), 'nope', 'This value is not valid.', 'Este valor no es válido.'],
    [
      'an invalid enum value',
      z.enum(['a', 'b']),
      'c',
      'Please choose one of the options.',
      'Elija una de las opciones.',
    ],
    [
      'a number too big',
      z.number().max(1000),
      1001,
      'Please enter a number no greater than 1,000.',
      'Introduzca un número no mayor que 1000.',
    ],
    [
      'a number not below a bound',
      z.number().lt(10),
      10,
      'Please enter a number less than 10.',
      'Introduzca un número menor que 10.',
    ],
    [
      'a number too small',
      z.number().min(0),
      -1,
      'Please enter a number no less than 0.',
      'Introduzca un número no menor que 0.',
    ],
    [
      'a positive number',
      z.number().positive(),
      0,
      'Please enter a number greater than 0.',
      'Introduzca un número mayor que 0.',
    ],
    [
      'too many items',
      z.array(z.string()).max(2),
      ['a', 'b', 'c'],
      'Please choose at most 2 items.',
      'Elija como máximo 2 elementos.',
    ],
    [
      'too few items',
      z.array(z.string()).min(2),
      ['a'],
      'Please choose at least 2 items.',
      'Elija al menos 2 elementos.',
    ],
    [
      'an empty list that needs one',
      z.array(z.string()).min(1),
      [],
      'This field cannot be left blank.',
      'Este campo no puede dejarse en blanco.',
    ],
    [
      'a date out of range',
      z.date().max(new Date(0)),
      new Date(),
      'This value is not valid.',
      'Este valor no es válido.',
    ],
    [
      'a refinement without a key',
      z.string().refine(() => false),
      'x',
      'This value is not valid.',
      'Este valor no es válido.',
    ],
    [
      'a key set on the schema wins',
      z.string().min(1, { message: 'rubrics.title_required' }),
      '',
      'Please enter a Rubric title.',
      'Introduzca un título para la rúbrica.',
    ],
  ])('%s', (_case, schema, value, en, es) => {
    const issue = issueOf(schema, value);
    expect(render(issue, 'en')).toBe(en);
    expect(render(issue, 'es')).toBe(es);
    expect(render(issue, 'en')).not.toContain(issue.message);
  });

  it('tells missing from wrong by the input, when the issue or the caller has it', () => {
    const missing = issueOf(z.object({ name: z.string() }), {}, true);
    expect(zodIssueMessage(missing).key).toBe('system.field_blank');
    const wrong = issueOf(z.string(), 5, true);
    expect(zodIssueMessage(wrong).key).toBe('system.field_invalid');
    const bare = { ...issueOf(z.string(), 5), message: 'Invalid input' } as z.core.$ZodIssue;
    expect(zodIssueMessage(bare, { value: undefined }).key).toBe('system.field_blank');
    expect(zodIssueMessage(bare, { value: 5 }).key).toBe('system.field_invalid');
    expect(zodIssueMessage(bare).key).toBe('system.field_invalid');
  });

  it('maps the issues of an object to messages by field', () => {
    const schema = z.object({ code: z.string().max(255), name: z.string().trim().min(1), email: z.email() });
    const result = schema.safeParse({ code: 'c'.repeat(300), name: ' ', email: 'x' });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => {
        const { key, params } = zodIssueMessage(issue);
        return [issue.path.join('.'), message(key, 'en', params)];
      }),
    );
    expect(fields).toEqual({
      code: 'This field is too long (maximum is 255 characters).',
      name: 'This field cannot be left blank.',
      email: 'Please enter a valid email address.',
    });
  });
});
