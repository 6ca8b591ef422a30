import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@tessera/shared';
import { errorOf } from '../../../test/field-error';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn, installFetchMock, type FetchCall } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { CaseImportForm } = await import('./case-import-dialog');

const fetchMock = installFetchMock();

const PACKAGE = { CFDocument: { identifier: 'doc-1', title: 'Math Framework' }, CFItems: [] };
const packageFile = (content = JSON.stringify(PACKAGE), name = 'framework.json') =>
  new File([content], name, { type: 'application/json' });
const SET = {
  id: 'set-1',
  node_id: 'node-1',
  title: 'Math Framework',
  abbreviation: '',
  source: { kind: 'case', identifier: 'doc-1', uri: null },
  statements: [
    {
      id: 'st-1',
      title: 'Counts',
      abbreviation: '',
      statement_id: '1',
      description: '',
      parent_id: null,
      source_identifier: 'item-1',
    },
  ],
};
const ALREADY = {
  code: 'hierarchy.case.already_imported',
  message: message('hierarchy.case.already_imported', 'en', { title: 'Math Framework' }),
  fields: { package: message('hierarchy.case.already_imported', 'en', { title: 'Math Framework' }) },
};
const bodies = () => (fetchMock.mock.calls as FetchCall[]).map(([, init]) => JSON.parse(init.body as string));

function setup(locale: 'en' | 'es' = 'en') {
  renderWithApp(<CaseImportForm nodeId="node-1" />, { locale });
  const user = userEvent.setup();
  const labels =
    locale === 'en'
      ? { file: 'CASE package (.json)', submit: 'Import', update: 'Update that set' }
      : { file: 'Paquete CASE (.json)', submit: 'Importar', update: 'Actualizar ese conjunto' };
  const file = screen.getByLabelText(labels.file);
  const submit = () => user.click(screen.getByRole('button', { name: labels.submit }));
  return { user, file, submit, labels };
}

describe('CASE import (spec 2 §5): a package already imported offers to update its set', () => {
  it('on 409 already imported, names the existing set and updates it with the same package on request', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(409, ALREADY))
      .mockResolvedValueOnce(jsonResponse(200, { ...SET, statements: [...SET.statements, SET.statements[0]] }));
    const { user, file, submit } = setup();
    await user.upload(file, packageFile());
    await submit();
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent(
      'This package is already imported in this folder as the statement set "Math Framework".',
    );
    // Not a fault of the file: nothing under the file field.
    expect(errorOf(file)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Update that set' }));
    expect(await screen.findByText('Statement set “Math Framework” updated with 2 statements.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update that set' })).toBeNull();
    const [first, second] = bodies();
    expect(first).toEqual({ package: PACKAGE });
    expect(second).toEqual({ package: PACKAGE, update_existing: true });
    expect((fetchMock.mock.calls[1] as FetchCall)[0]).toBe('/api/hierarchy/nodes/node-1/statement-sets/case-import');
  });

  it('withdraws the offer when another file is chosen', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(409, ALREADY));
    const { user, file, submit } = setup();
    await user.upload(file, packageFile());
    await submit();
    await screen.findByRole('button', { name: 'Update that set' });
    await user.upload(file, packageFile(JSON.stringify(PACKAGE), 'other.json'));
    expect(screen.queryByRole('button', { name: 'Update that set' })).toBeNull();
  });

  it('shows what is wrong with the package (400, fields.package) under the file field, in Spanish', async () => {
    const problem = message('hierarchy.case.abbreviation_taken', 'es', { abbreviation: 'A.1' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 'hierarchy.case.abbreviation_taken', message: problem, fields: { package: problem } }),
    );
    const { user, file, submit } = setup('es');
    await user.upload(file, packageFile());
    await submit();
    await waitFor(() => expect(errorOf(file)).toBe(problem));
    expect(file).toHaveFocus();
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Actualizar ese conjunto' })).toBeNull();
  });

  it('says so when the file is not JSON, without calling the server', async () => {
    const { user, file, submit } = setup();
    await user.upload(file, packageFile('not json'));
    await submit();
    await waitFor(() => expect(errorOf(file)).toBe('This file is not a JSON document.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('imports a new package and says how many statements it brought', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, SET));
    const { user, file, submit } = setup();
    await user.upload(file, packageFile());
    await submit();
    expect(await screen.findByText('Statement set “Math Framework” imported with 1 statement.')).toBeInTheDocument();
  });
});
