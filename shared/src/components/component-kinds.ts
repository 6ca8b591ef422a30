/**
 * Every component kind of the composer (spec 1 §1, §3): the static kinds an author lays out and the
 * interactive kinds a submitter or assessor fills in.
 */
export const STATIC_COMPONENT_KINDS = [
  'title',
  'text',
  'multimedia',
  'attachment',
  'image',
  'image_gallery',
  'video',
  'gallery',
  'timeline',
  'user_info',
  'reference',
  'activity_reference',
  'task',
] as const;

export const INTERACTIVE_COMPONENT_KINDS = [
  'textarea',
  'textfield',
  'date_selection',
  'duration',
  'file_upload',
  'edtpa_attachment',
  'rich',
  'video_link',
  'radio_button',
  'checkbox',
  'dropdown',
  'portfolio_reference',
  'scoring',
  'rubric',
  'assessment_rubric',
  'feedback',
] as const;

export const COMPONENT_KINDS = [...STATIC_COMPONENT_KINDS, ...INTERACTIVE_COMPONENT_KINDS] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];
export type InteractiveComponentKind = (typeof INTERACTIVE_COMPONENT_KINDS)[number];

/**
 * The kinds that hold files (spec 1 §3, §5): their configuration is an upload rule (file_type, maximum_size) and
 * their content names uploaded files (a resource attachment's `attachments[]`, a file upload's and edTPA
 * attachment's parallel id lists). One list for the upload rule, the uploads a save holds and the files the
 * upload dialog offers from the timeline.
 */
export const FILE_COMPONENT_KINDS = [
  'attachment',
  'file_upload',
  'edtpa_attachment',
] as const satisfies readonly ComponentKind[];
/** The kinds whose content names uploaded images (an image's id, a gallery's images[]). */
export const IMAGE_COMPONENT_KINDS = ['image', 'image_gallery'] as const satisfies readonly ComponentKind[];
export type FileComponentKind = (typeof FILE_COMPONENT_KINDS)[number];

export function holdsFiles(kind: string): kind is FileComponentKind {
  return (FILE_COMPONENT_KINDS as readonly string[]).includes(kind);
}

/** True for every kind whose content names uploads by id: the file kinds and the image kinds. */
export function namesUploads(kind: string): boolean {
  return holdsFiles(kind) || (IMAGE_COMPONENT_KINDS as readonly string[]).includes(kind);
}

/** The kind a component's content is read as: a rich component's inner kind (its content's `component`), else its own. */
export function contentKind(type: string, content: unknown): string {
  if (type !== 'rich' || typeof content !== 'object' || content === null) return type;
  const inner = (content as Record<string, unknown>).component;
  return typeof inner === 'string' ? inner : type;
}

export function isComponentKind(value: string): value is ComponentKind {
  return (COMPONENT_KINDS as readonly string[]).includes(value);
}

export function isInteractiveComponentKind(kind: ComponentKind): kind is InteractiveComponentKind {
  return (INTERACTIVE_COMPONENT_KINDS as readonly string[]).includes(kind);
}

/** Display names (spec 1 §1 names the kinds; capitalisation chosen). */
export const COMPONENT_KIND_NAMES: Readonly<Record<ComponentKind, string>> = {
  title: 'Title',
  text: 'Text',
  multimedia: 'Multimedia',
  attachment: 'Attachment',
  image: 'Image',
  image_gallery: 'Image Gallery',
  video: 'Video',
  gallery: 'Gallery',
  timeline: 'Timeline',
  user_info: 'User Info',
  reference: 'Reference',
  activity_reference: 'Activity Reference',
  task: 'Task',
  textarea: 'Text Area',
  textfield: 'Text Field',
  date_selection: 'Date Selection',
  duration: 'Duration',
  file_upload: 'File Upload',
  edtpa_attachment: 'edTPA Attachment',
  rich: 'Rich',
  video_link: 'Video Link',
  radio_button: 'Radio Button',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
  portfolio_reference: 'Portfolio Reference',
  scoring: 'Scoring',
  rubric: 'Rubric',
  assessment_rubric: 'Assessment Rubric',
  feedback: 'Feedback',
};

/**
 * Kinds a rich component may hold (spec 1 §3: "the template components flagged as rich"). The flag's
 * values are not shown; chosen: the interactive kinds a submitter answers with free content (text area,
 * text field, date, duration, file upload, video link, portfolio reference) — spec 1 §5 moves the
 * file-upload and portfolio-reference errors of rich components, and gives the rich text area a default.
 */
export const RICH_ELIGIBLE_KINDS = [
  'textarea',
  'textfield',
  'date_selection',
  'duration',
  'file_upload',
  'video_link',
  'portfolio_reference',
] as const satisfies readonly InteractiveComponentKind[];
export type RichInnerKind = (typeof RICH_ELIGIBLE_KINDS)[number];

export function isRichInnerKind(value: unknown): value is RichInnerKind {
  return typeof value === 'string' && (RICH_ELIGIBLE_KINDS as readonly string[]).includes(value);
}

/** The inner types a rich component offers, sorted by name (spec 1 §3). */
export function richInnerKinds(): RichInnerKind[] {
  return [...RICH_ELIGIBLE_KINDS].sort((a, b) => COMPONENT_KIND_NAMES[a].localeCompare(COMPONENT_KIND_NAMES[b]));
}

/** Components assessors fill in (assessment side, see resolveComponentMode); everything else is content. */
export const ASSESSMENT_COMPONENT_KINDS: readonly ComponentKind[] = ['assessment_rubric', 'scoring', 'feedback'];

export function componentSide(kind: ComponentKind): 'content' | 'assessment' {
  return ASSESSMENT_COMPONENT_KINDS.includes(kind) ? 'assessment' : 'content';
}

/** Kinds whose options carry points (spec 1 §3 button_options, §9 score aggregation). */
export const CHOICE_COMPONENT_KINDS = ['checkbox', 'dropdown', 'radio_button'] as const;
export type ChoiceComponentKind = (typeof CHOICE_COMPONENT_KINDS)[number];
export function isChoiceComponentKind(kind: ComponentKind): kind is ChoiceComponentKind {
  return (CHOICE_COMPONENT_KINDS as readonly string[]).includes(kind);
}
