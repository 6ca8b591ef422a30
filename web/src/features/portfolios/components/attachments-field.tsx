import { Suspense, useId, useState } from 'react';
import { offersAttachmentPreview, type ComponentMode, type WorkflowId } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { FieldMessages } from '../../../components/ui/field-messages';
import { useAttachmentUi, type PickedAttachment, type PickedImage } from '../../../lib/attachment-ui';
import { useT } from '../../../lib/i18n';
import { EmptyValue } from './empty-value';

type Content = Record<string, unknown> | undefined;
interface FileEntry {
  id: string;
  owner_id: string;
  filename: string;
  size: number;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The files a component holds, in either content shape (spec 1 §3): an attachment-type component's parallel
 * lists (id[], owner_id[], filename[], size[]) or a resource attachment's attachments[].
 */
export function filesOf(kind: string, content: Content, ownerId: string): FileEntry[] {
  if (kind === 'attachment') {
    const list = Array.isArray(content?.attachments) ? (content.attachments as Record<string, unknown>[]) : [];
    return list.map((entry) => ({
      id: String(entry.id),
      owner_id: typeof entry.owner_id === 'string' ? entry.owner_id : ownerId,
      filename: typeof entry.filename === 'string' ? entry.filename : '',
      size: typeof entry.size === 'number' ? entry.size : 0,
    }));
  }
  const ids = strings(content?.id);
  const owners = strings(content?.owner_id);
  const names = strings(content?.filename);
  const sizes = Array.isArray(content?.size) ? (content.size as unknown[]) : [];
  return ids.map((id, index) => ({
    id,
    owner_id: owners[index] ?? ownerId,
    filename: names[index] ?? '',
    size: typeof sizes[index] === 'number' ? sizes[index] : 0,
  }));
}

/** The content the server validates for the kind (shared componentContentSchemas) holding these files. */
export function contentOf(kind: string, files: FileEntry[]): Record<string, unknown> {
  if (kind === 'attachment') return { attachments: files };
  return {
    attachmentId: files.map((file) => file.id).join(','),
    id: files.map((file) => file.id),
    owner_id: files.map((file) => file.owner_id),
    filename: files.map((file) => file.filename),
    size: files.map((file) => file.size),
  };
}

interface Props {
  kind: string;
  config: Record<string, unknown>;
  mode: ComponentMode;
  content: Content;
  error?: string;
  label: string;
  required: boolean;
  ownerId: string;
  templateId?: string;
  /** The portfolio (and revision) shown: a reader who is not the owner opens its files through it. */
  portfolioId?: string;
  revision?: number;
  /** The portfolio's workflow: its files offer the Preview button except where spec 1 §5 hides it. */
  workflow?: WorkflowId;
  onChange: (content: Record<string, unknown>) => void;
}

/**
 * An attachment, file upload or edTPA attachment component (spec 1 §3, §5): its files with a download link
 * each, a remove button when editable (visible mode never deletes, spec 1 §4), and "Add a file" opening the
 * upload dialog the app provides. edTPA stops taking files at max_number.
 */
export function AttachmentsField({
  kind,
  config,
  mode,
  content,
  error,
  label,
  required,
  ownerId,
  templateId,
  portfolioId,
  revision,
  workflow,
  onChange,
}: Props) {
  const t = useT('portfolios');
  const ui = useAttachmentUi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const files = filesOf(kind, content, ownerId);
  const editable = mode === 'editable' && ui !== null;
  const maxNumber = kind === 'edtpa_attachment' && typeof config.max_number === 'number' ? config.max_number : null;
  const full = maxNumber !== null && files.length >= maxNumber;
  const add = (file: PickedAttachment) => {
    if (files.some((entry) => entry.id === file.id)) return;
    const entry = { id: file.id, owner_id: file.owner_id, filename: file.filename, size: file.size };
    onChange(contentOf(kind, [...files, entry]));
  };
  const remove = (fileId: string) =>
    onChange(
      contentOf(
        kind,
        files.filter((entry) => entry.id !== fileId),
      ),
    );
  return (
    <div className="field composer__files" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="field__label">
        {label}
        {required && mode === 'editable' ? (
          <span className="composer__required">
            {' '}
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('required')}</span>
          </span>
        ) : null}
      </p>
      {files.length === 0 ? (
        <EmptyValue kind={kind} />
      ) : (
        <ul className="composer__file-list">
          {files.map((file) => (
            <li key={file.id} className="composer__file">
              {ui ? (
                <Suspense fallback={<span>{file.filename}</span>}>
                  <ui.AttachmentLink
                    ownerId={file.owner_id}
                    attachmentId={file.id}
                    filename={file.filename}
                    portfolioId={portfolioId}
                    revision={revision}
                  />
                </Suspense>
              ) : (
                <span>{file.filename}</span>
              )}
              {ui?.AttachmentPreview && offersAttachmentPreview(workflow) ? (
                <ui.AttachmentPreview
                  ownerId={file.owner_id}
                  attachmentId={file.id}
                  filename={file.filename}
                  portfolioId={portfolioId}
                  revision={revision}
                />
              ) : null}
              {editable ? (
                <Button size="small" variant="ghost" onClick={() => remove(file.id)}>
                  {t('files.remove')}
                  <span className="visually-hidden"> {file.filename}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <Button
          size="small"
          disabled={full}
          onClick={() => setOpen(true)}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {t('files.add')}
        </Button>
      ) : null}
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} error={error} />
      {ui && open ? (
        <Suspense fallback={null}>
          <ui.AttachmentPicker
            open={open}
            onClose={() => setOpen(false)}
            label={label}
            target={{
              templateId,
              componentId: String(config.component_id),
              fileType: config.file_type,
              maximumSize: config.maximum_size,
            }}
            onPicked={add}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * An image component (spec 1 §3 image: id, public_url, alternative_text, filename): the image through a fresh
 * link with its alternative text, and "Insert an image" / "Replace the image" opening the image dialog.
 */
export function ImageField({
  mode,
  content,
  error,
  label,
  ownerId,
  portfolioId,
  revision,
  onChange,
}: Omit<Props, 'kind' | 'config' | 'required' | 'templateId'>) {
  const t = useT('portfolios');
  const ui = useAttachmentUi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const imageId = typeof content?.id === 'string' ? content.id : '';
  const alt = typeof content?.alternative_text === 'string' ? content.alternative_text : '';
  const editable = mode === 'editable' && ui !== null;
  const insert = (image: PickedImage) =>
    onChange({
      id: image.id,
      public_url: image.public_url,
      alternative_text: image.alternative_text,
      filename: image.filename,
    });
  return (
    <div className="field composer__image" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="field__label">
        {label || t('image.label')}
      </p>
      {imageId && ui ? (
        <Suspense fallback={null}>
          <ui.AttachmentImage
            ownerId={ownerId}
            attachmentId={imageId}
            alt={alt}
            portfolioId={portfolioId}
            revision={revision}
          />
        </Suspense>
      ) : (
        <p className="composer__value">{t('empty.items')}</p>
      )}
      {editable ? (
        <Button size="small" onClick={() => setOpen(true)}>
          {imageId ? t('image.replace') : t('image.insert')}
        </Button>
      ) : null}
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} error={error} />
      {ui && open ? (
        <Suspense fallback={null}>
          <ui.ImagePicker
            open={open}
            onClose={() => setOpen(false)}
            label={label}
            initialAltText={alt}
            onPicked={insert}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
