import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@tessera/shared';
import { errorOf } from '../../../test/field-error';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { CollectionItemForm } = await import('./collection-item-form');

const fetchMock = installFetchMock();

describe('label, site and category forms (spec 2 §2 modals, §5)', () => {
  it('shows "This field cannot be left blank." under an empty name without calling the server', async () => {
    const onDone = jest.fn();
    renderWithApp(<CollectionItemForm kind="label" nodeId="node-1" onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(errorOf(screen.getByLabelText('Name'))).toBe(message('system.field_blank', 'en'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows server field errors under their fields and clears one when it is edited (spec 2 §5)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'system.invalid_request',
        message: 'Some required information is missing or incomplete.',
        fields: { name: 'A site with this name already exists.', site_category_id: 'system.field_invalid' },
      }),
    );
    const onDone = jest.fn();
    renderWithApp(
      <CollectionItemForm
        kind="site"
        nodeId="node-1"
        siteCategories={[{ id: 'cat-1', name: 'Schools' }]}
        onDone={onDone}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'North School');
    await user.selectOptions(screen.getByLabelText('Site category'), 'cat-1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('Name'))).toBe('A site with this name already exists.'));
    expect(errorOf(screen.getByLabelText('Site category'))).toBe(message('system.field_invalid', 'en'));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/hierarchy/nodes/node-1/sites');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'North School', site_category_id: 'cat-1' });
    await user.type(screen.getByLabelText('Name'), ' 2');
    expect(errorOf(screen.getByLabelText('Name'))).toBeUndefined();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('disables the submit button while the request runs (spec 2 §5)', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const onDone = jest.fn();
    renderWithApp(<CollectionItemForm kind="logCategory" nodeId="node-1" onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Observation');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled());
    answer(jsonResponse(201, { id: 'lc-1', name: 'Observation', node_id: 'node-1', is_referenced: false }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ id: 'lc-1', name: 'Observation', node_id: 'node-1', is_referenced: false }),
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('edits an existing label with PUT /api/labels/{id} and speaks Spanish', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'l-1', name: 'Matemáticas', node_id: 'node-1' }));
    const onDone = jest.fn();
    renderWithApp(
      <CollectionItemForm
        kind="label"
        nodeId="node-1"
        item={{ id: 'l-1', name: 'Math', node_id: 'node-1' }}
        onDone={onDone}
      />,
      {
        locale: 'es',
      },
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Matemáticas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/labels/l-1');
    expect(init.method).toBe('PUT');
  });
});
