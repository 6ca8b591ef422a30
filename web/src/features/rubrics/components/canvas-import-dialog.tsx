import { RefreshCw, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogButton } from '../../../components/ui/dialog-button';
import { FileField, useFileField } from '../../../components/ui/file-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorText, isApiError, serverText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useImportCanvasRubrics, type CanvasImportInput } from '../api/import-canvas-rubrics';
import { canvasColumnName, csvProblems, type CsvProblem } from '../utils/csv-problems';

/** Canvas files are small (the API takes up to 900,000 characters); a larger one is refused before reading. */
const MAX_BYTES = 900_000;

/** The 409 of a file whose rubrics an earlier import made here: its sentence names them. */
const ALREADY_IMPORTED = 'rubrics.csv.already_imported';

/** "Import from Canvas CSV" on the rubric tab (issue 9): the file's rubrics become drafts on the node. */
export function CanvasImportButton({ nodeId }: { nodeId: string }) {
  const t = useT('rubrics');
  return (
    <DialogButton label={t('canvas.import')} title={t('canvas.title')} icon={Upload} size="wide">
      {({ open }) => (open ? <CanvasImportForm nodeId={nodeId} /> : null)}
    </DialogButton>
  );
}

/**
 * Reads the chosen file as text and sends it. A bad file writes nothing and answers 400 with its problems
 * keyed `rows.<row>.<column>` (or `file`): they are listed by row and column under the sentence saying how
 * many there are. A good one says how many rubrics became drafts and what was adapted to fit the grid. A file
 * whose rubrics an earlier import made in this folder (409) says which, and offers to update them with this
 * file, as the CASE import offers (issue 21).
 */
export function CanvasImportForm({ nodeId }: { nodeId: string }) {
  const t = useT('rubrics');
  const locale = useLocale();
  const mutation = useImportCanvasRubrics();
  const fileField = useFileField();
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const [done, setDone] = useState<{ message: string; notes: CsvProblem[] } | null>(null);
  // The file already imported here, kept to send again as it is with update_existing.
  const [offer, setOffer] = useState<{ message: string; input: CanvasImportInput } | null>(null);

  const reset = () => {
    setFailure(null);
    setProblems([]);
    setDone(null);
    setOffer(null);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    reset();
    const file = fileField.file();
    if (!file) return fileField.reject(t('canvas.chooseFile'));
    if (file.size > MAX_BYTES) return fileField.reject(t('canvas.tooLarge'));
    await send({ nodeId, filename: file.name, content: await file.text() });
  };

  const send = async (input: CanvasImportInput) => {
    try {
      const answer = await mutation.mutateAsync(input);
      setOffer(null);
      setDone({
        message: answer.message,
        notes: answer.notes.map((note) => ({
          row: note.row,
          column: canvasColumnName(note.column),
          text: note.message,
        })),
      });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === ALREADY_IMPORTED) {
        // The server's sentence, in the reader's language, names the rubrics made before.
        setOffer({ message: error.message, input });
      } else if (isApiError(error) && error.status === 400) {
        const listed = csvProblems(error.fields, (text) => serverText(text, locale));
        const whole = listed.filter((problem) => problem.row === null);
        if (whole.length > 0 && whole.length === listed.length) {
          fileField.reject(whole.map((problem) => problem.text).join(' '));
          return;
        }
        // The server's sentence carries the count ("Nothing was imported: 3 problems to fix in the file."),
        // worded in the reader's language already.
        setFailure(error.message);
        setProblems(listed);
      } else {
        setFailure(errorText(error, locale));
      }
    }
  };

  return (
    <form className="form form--wide" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FileField
        field={fileField}
        label={t('canvas.file')}
        hint={t('canvas.hint')}
        accept=".csv,text/csv"
        onFileChange={reset}
      />
      <FormAlert message={failure} />
      {offer ? (
        <div role="alert" className="notice">
          <p className="notice__text">{offer.message}</p>
          <div className="button-row">
            <Button
              icon={RefreshCw}
              disabled={mutation.isPending}
              onClick={() => void send({ ...offer.input, updateExisting: true })}
            >
              {t('canvas.updateExisting')}
            </Button>
          </div>
        </div>
      ) : null}
      {problems.length > 0 ? <ProblemTable caption={t('canvas.problems')} problems={problems} /> : null}
      <div role="status">
        {done ? <p>{done.message}</p> : mutation.isPending ? <p>{t('canvas.importing')}</p> : null}
      </div>
      {done && done.notes.length > 0 ? <ProblemTable caption={t('canvas.notes')} problems={done.notes} /> : null}
      <div className="form__actions">
        <Button type="submit" variant="primary" icon={Upload} disabled={mutation.isPending}>
          {t('canvas.submit')}
        </Button>
      </div>
    </form>
  );
}

function ProblemTable({ caption, problems }: { caption: string; problems: CsvProblem[] }) {
  const t = useT('rubrics');
  const captionId = useId();
  // The name sits above the table rather than in a <caption>, which a phone's card layout squeezes.
  return (
    <div>
      <p id={captionId} className="csv-problems__caption">
        {caption}
      </p>
      <table className="data-table csv-problems" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('canvas.row')}</th>
            <th scope="col">{t('canvas.column')}</th>
            <th scope="col">{t('canvas.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={`${problem.row ?? 'file'}:${problem.column}`}>
              <td data-label={t('canvas.row')}>{problem.row ?? t('canvas.wholeFile')}</td>
              <td data-label={t('canvas.column')}>{problem.column}</td>
              <td data-label={t('canvas.problem')}>{problem.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
