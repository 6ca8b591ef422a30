import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { CsvImportForm } = await import('./csv-import-dialog');

const fetchMock = installFetchMock();

const file = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

describe('import sites or labels from a file (spec 2 §5 Uploads, §8 Import results)', () => {
  it.each(['sites.txt', 'sites.xlsx', 'sites.csv.bak'])(
    'refuses %s with "Invalid file type" without calling the server',
    async (name) => {
      renderWithApp(<CsvImportForm nodeId="node-1" kind="sites" />);
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(screen.getByLabelText('CSV file'), file(name, 'name\nA\n'));
      await user.click(screen.getByRole('button', { name: 'Import' }));
      expect(await screen.findByText(message('hierarchy.upload.invalid_type', 'en'))).toBeInTheDocument();
      expect(screen.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('names the required and optional columns before the upload and offers a template file', () => {
    renderWithApp(<CsvImportForm nodeId="node-1" kind="sites" />, { locale: 'es' });
    expect(screen.getByText('Columnas obligatorias: name.')).toBeInTheDocument();
    expect(screen.getByText('Columnas opcionales: site_category.')).toBeInTheDocument();
    const template = screen.getByRole('link', { name: 'Descargar una plantilla (.csv)' });
    expect(template).toHaveAttribute('download', 'sites-template.csv');
    const content = decodeURIComponent(
      (template.getAttribute('href') ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''),
    );
    expect(content.split('\r\n')[0]).toBe('name,site_category');
  });

  it('posts the file and shows "N imported, M skipped, K failed" with the result of each row', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        file: { encoding: 'windows-1252', separator: 'semicolon' },
        created: 1,
        skipped: 1,
        failed: 1,
        message: '1 import successfully, 1 failed',
        rows: [
          { row: 2, status: 'created', name: 'Lincoln', reason: null },
          { row: 3, status: 'skipped', name: 'Lincoln', reason: 'Ya existe.' },
          { row: 4, status: 'failed', name: '', reason: 'The name is blank.' },
        ],
      }),
    );
    renderWithApp(<CsvImportForm nodeId="node-1" kind="sites" />, { locale: 'es' });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Archivo CSV'), file('Sites.CSV', 'name\nLincoln\n\n'));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(
      await screen.findByText(
        'Importados: 1; omitidos: 1; fallidos: 1 Leído como Windows-1252, separado por punto y coma.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Omitido' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'The name is blank.' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Fallido' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/hierarchy/nodes/node-1/imports/sites');
    // The file's bytes, in base64: the server detects their encoding (docs/imports.md).
    expect(JSON.parse(init.body as string)).toEqual({
      filename: 'Sites.CSV',
      content_base64: btoa('name\nLincoln\n\n'),
    });
  });

  it('shows the server’s members message, or "file upload error" when there is none', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 'x', message: 'Bad file', fields: { file: 'The header row needs a name column.' } }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { code: 'x', message: 'Bad file', fields: {} }));
    renderWithApp(<CsvImportForm nodeId="node-1" kind="labels" />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('CSV file'), file('labels.csv', 'title\nA\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The header row needs a name column.');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message('hierarchy.upload.failed', 'en')));
  });
});
