import { createContext, useContext, type ComponentType } from 'react';

/**
 * The seam between the composer (features/portfolios) and the attachments feature: features never import each
 * other, so this file declares what the composer may ask for and `app/` fills it with the attachments feature's
 * components (bulletproof-react: compose at the app level). Types and the context only; no behaviour.
 */

/** A file admitted by the server, as a component's content keeps it (spec 1 §3 "Attachment"). */
export interface PickedAttachment {
  id: string;
  owner_id: string;
  /** The cleaned name the server returned (spec 1 §5), never the browser's raw name. */
  filename: string;
  size: number;
  /** The type detected from the bytes, as an extension. */
  type: string;
}

/** An image admitted for an image component, with its alternative text (spec 1 §3 image content). */
export interface PickedImage extends PickedAttachment {
  public_url: string;
  alternative_text: string;
}

/** Where the upload goes: the template component whose configuration the server applies (spec 1 §5). */
export interface UploadTarget {
  templateId?: string;
  componentId?: string;
  /** The component's configured permitted types ('any', a comma-separated list or a list). */
  fileType?: unknown;
  /** The component's configured maximum size in MB. */
  maximumSize?: unknown;
}

export interface AttachmentPickerProps {
  open: boolean;
  onClose: () => void;
  /** The component's label, named in the dialog's title. */
  label: string;
  target: UploadTarget;
  /** Called once per file uploaded or chosen from previous uploads; the dialog closes after it. */
  onPicked: (file: PickedAttachment) => void;
}

export interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  /** The alternative text to start from (editing an image already inserted). */
  initialAltText?: string;
  onPicked: (image: PickedImage) => void;
}

/** A cover image the server cropped (1.5:1) for an evidence item (spec 1 §2, spec 3 §5). */
export interface PickedCover {
  /** The cropped image's id: what the evidence save names (cover_image_id). */
  id: string;
  /** A short-lived link to show it at once. */
  url: string;
}

export interface CoverPickerProps {
  open: boolean;
  onClose: () => void;
  /** Called once the server has admitted and cropped the image; the dialog closes after it. */
  onPicked: (cover: PickedCover) => void;
}

/**
 * Where a shown file is read from. The owner reads their own files; anyone else reads a file through the
 * portfolio that names it (`portfolioId`, and `revision` when shown in a frozen revision): the portfolio's
 * readers (its assessors) open what they read.
 */
export interface AttachmentSourceProps {
  ownerId: string;
  attachmentId: string;
  portfolioId?: string;
  revision?: number;
}

export interface AttachmentLinkProps extends AttachmentSourceProps {
  filename: string;
}

/** A file's Preview button and the document preview it opens (spec 1 §2, §5, §8). */
export type AttachmentPreviewProps = AttachmentLinkProps;

export interface AttachmentImageProps extends AttachmentSourceProps {
  alt: string;
}

/** A gallery's images as the gallery dialog hands them over: each admitted, each with its alternative text. */
export interface GalleryPickerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  /** Called once with every image staged in the dialog (at least one); the dialog closes after it. */
  onPicked: (images: PickedImage[]) => void;
}

/** The upload dialog's timeline tab: files held by the owner's timeline evidence (spec 1 §2, "timeline"). */
export interface TimelineFilesTabProps {
  ownerId: string;
  /** Whether a file fits the component (its type and size), so only those offer a Use button. */
  fits: (file: { filename: string; size: number }) => boolean;
  onPicked: (file: PickedAttachment) => void;
}

/**
 * "Add to my timeline" (spec 1 §5): the insert also makes an evidence item of the signed-in user holding that one
 * media (POST …/portfolios/evidence/media). Rejects with the server's ApiError (its `fields.title` belongs under
 * the dialog's Title field).
 */
export interface TimelineMedia {
  /** The signed-in user: the timeline is theirs. */
  ownerId: string;
  title: string;
  kind: 'image' | 'image_gallery' | 'video' | 'attachment';
  /** The component's content, as the insert hands it over. */
  content: Record<string, unknown>;
}

export interface AttachmentUi {
  /** Adds inserted media to the signed-in user's timeline; the dialogs offer the choice only where it is given. */
  addToTimeline?: (media: TimelineMedia) => Promise<void>;
  /** The attachment upload dialog: local file (drag and drop, progress) and previous uploads (spec 1 §2, §5). */
  AttachmentPicker: ComponentType<AttachmentPickerProps>;
  /** The image insert dialog: an image file with its alternative text and a preview (spec 1 §5). */
  ImagePicker: ComponentType<ImagePickerProps>;
  /** The cover dialog: an image file sent with a progress bar, cropped at 1.5:1 (at least 75×50) by keyboard or pointer. */
  CoverPicker: ComponentType<CoverPickerProps>;
  /** The image gallery insert dialog: one or more images uploaded, each with its alternative text (spec 1 §5). */
  GalleryPicker: ComponentType<GalleryPickerProps>;
  /**
   * The upload dialog's timeline tab, which the app composes from the portfolios contracts (features never
   * import each other); the dialog leaves the tab out where none is given.
   */
  TimelineFilesTab?: ComponentType<TimelineFilesTabProps>;
  /** An inserted image shown through a fresh short-lived link, with its alternative text. */
  AttachmentImage: ComponentType<AttachmentImageProps>;
  /** A file's name that downloads it through a fresh short-lived link (the attachment GET, or the portfolio's). */
  AttachmentLink: ComponentType<AttachmentLinkProps>;
  /**
   * A file's Preview button (clicks throttled, spec 1 §9) opening the document preview: the file shown by its
   * type, or "no preview available" with a download. Where none is given, files offer their download only; the
   * screen decides where it is offered (spec 1 §5: not in supervised or internship workflows).
   */
  AttachmentPreview?: ComponentType<AttachmentPreviewProps>;
}

export const AttachmentUiContext = createContext<AttachmentUi | null>(null);

/** The attachments UI the app provided, or null where none was (the composer then only lists names). */
export function useAttachmentUi(): AttachmentUi | null {
  return useContext(AttachmentUiContext);
}
