import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorOf } from '../../../test/field-error';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { StatementSetEditor, fieldForServerKey } = await import('./statement-set-editor');

const fetchMock = installFetchMock();

const SET = {
  id: 'set-1',
  node_id: 'node-1',
  title: 'Teaching standards',
  abbreviation: 'TS',
  source: { kind: 'manual' as const, identifier: null, uri: null },
  statements: [
    {
      id: 'st-1',
      title: 'Plans lessons',
      abbreviation: '',
      statement_id: '1.1',
      description: '',
      parent_id: null,
      source_identifier: null,
    },
    {
      id: 'st-2',
      title: 'Assesses learning',
      abbreviation: '',
      statement_id: '1.2',
      description: '',
      parent_id: null,
      source_identifier: null,
    },
  ],
};

describe('statement set errors are keyed by set or statement id (spec 2 §5)', () => {
  const rows = [{ key: 'st-1', id: 'st-1' }, { key: 'st-2', id: 'st-2' }, { key: 'new-a' }];
  it.each([
    ['title', 'title'],
    ['abbreviation', 'abbreviation'],
    ['set-1', 'title'],
    ['set-1.abbreviation', 'abbreviation'],
    ['statements.1.title', 'statements.1.title'],
    ['statements.st-2.statement_id', 'statements.1.statement_id'],
    ['st-2', 'statements.1.title'],
    ['new-a.description', 'statements.2.description'],
    ['statements.new-a', 'statements.2.title'],
    ['statements.9.title', undefined],
    ['something_else', undefined],
  ])('%s → %s', (key, field) => {
    expect(fieldForServerKey(key, 'set-1', rows)).toBe(field);
  });
});

describe('statement set editor', () => {
  it('adds and removes statement rows and sends new ones with a client key', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ...SET, id: 'set-9', statements: [] }));
    const onDone = jest.fn();
    renderWithApp(<StatementSetEditor nodeId="node-1" onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Set title'), 'Literacy');
    await user.click(screen.getByRole('button', { name: 'Add statement' }));
    expect(screen.getByLabelText('Statement 1 title')).toHaveFocus();
    await user.type(screen.getByLabelText('Statement 1 title'), 'Reads fluently');
    await user.click(screen.getByRole('button', { name: 'Add statement' }));
    await user.type(screen.getByLabelText('Statement 2 title'), 'Writes clearly');
    await user.click(screen.getByRole('button', { name: 'Remove statement 1' }));
    expect(screen.getByLabelText('Statement 1 title')).toHaveValue('Writes clearly');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/hierarchy/nodes/node-1/statement-sets');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ title: 'Literacy', abbreviation: '', statements: [{ title: 'Writes clearly' }] });
    expect(typeof body.statements[0].client_key).toBe('string');
  });

  it('shows server errors under the set title and under the statement they name', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'system.invalid_request',
        message: 'Some required information is missing or incomplete.',
        fields: {
          'set-1': 'A statement set with this title already exists.',
          'statements.st-2.statement_id': 'Identifier already used.',
        },
      }),
    );
    renderWithApp(<StatementSetEditor nodeId="node-1" set={SET} onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Set title'))).toBe('A statement set with this title already exists.'),
    );
    expect(errorOf(screen.getByLabelText('Statement 2 identifier'))).toBe('Identifier already used.');
    expect(errorOf(screen.getByLabelText('Statement 1 identifier'))).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/statement-sets/set-1');
    expect(JSON.parse(init.body as string).statements[1]).toMatchObject({ id: 'st-2', statement_id: '1.2' });
  });

  it('disables the submit button while the request runs', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    renderWithApp(<StatementSetEditor nodeId="node-1" set={SET} onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });
});
