import * as z from 'zod';
import { COMPONENT_MODES, componentPermissionsSchema } from '../workflows/component-mode';
import { COMPONENT_ALT_TEXT_MAX_LENGTH, FEEDBACK_MAX_LENGTH } from './character-limit';
import { isDuration } from './duration';
import { isoDateToUsDate } from './date-selection';
import { COMPONENT_KINDS, isInteractiveComponentKind, RICH_ELIGIBLE_KINDS } from './component-kinds';

/**
 * zod schemas of each component kind's configuration and content (spec 1 §3). Configurations are what
 * the template author sets; contents are what a portfolio holds. Unknown keys are dropped (z.object).
 */

const id = z.union([z.string().min(1), z.number()]);
const idList = z.array(id);

/** Common configuration (spec 1 §3 "Component (common config)"). */
export const componentBaseConfigSchema = z.object({
  component_id: z.string().min(1),
  prefix: z.string().optional(),
  label: z.string(),
  /** false shows the required asterisk. */
  optional: z.boolean().default(false),
  type: z.enum(COMPONENT_KINDS),
  mode: z.enum(COMPONENT_MODES).optional(),
  permissions: componentPermissionsSchema.default({ inherit: true }),
  score: z.number().optional(),
  hide_scores_and_points: z.boolean().default(false),
});
export type ComponentBaseConfig = z.infer<typeof componentBaseConfigSchema>;

const withType = <K extends (typeof COMPONENT_KINDS)[number], S extends z.ZodRawShape>(kind: K, shape: S) =>
  componentBaseConfigSchema.extend({ type: z.literal(kind), ...shape });

/** Default attachment maximum size 2048 (MB), default file_type any (spec 1 §5, §9). */
export const ATTACHMENT_DEFAULT_MAXIMUM_SIZE_MB = 2048;
export const ATTACHMENT_DEFAULT_FILE_TYPE = 'any';
/** The default score maximum (spec 1 §5, §9). */
export const SCORE_DEFAULT_MAXIMUM = 100;

export const choiceOptionSchema = z.object({
  id,
  value: z.string(),
  points: z.union([z.number(), z.string()]).nullable().optional(),
});

export const scoreEnhancementConfigSchema = z.object({
  maximum: z.number().nonnegative().optional(),
  score_mapping: z.record(z.string(), z.union([z.number(), z.string()])).default({}),
});

const choiceShape = {
  button_options: z.array(choiceOptionSchema).default([]),
  options_ordinary: z.boolean().optional(),
  score_enhancement_config: scoreEnhancementConfigSchema.optional(),
};

const attachmentShape = {
  file_type: z.string().default(ATTACHMENT_DEFAULT_FILE_TYPE),
  maximum_size: z.number().positive().default(ATTACHMENT_DEFAULT_MAXIMUM_SIZE_MB),
};

export const assignModeSchema = z.enum(['manual', 'aggregation']);

/** Rubric component configuration (spec 1 §3 "Rubric config"). */
export const rubricComponentConfigShape = {
  rubric_id: z.string().min(1),
  rubric_title: z.string().optional(),
  uri: z.string().optional(),
  assign_mode: assignModeSchema.default('manual'),
  calculate_rules: z.unknown().optional(),
  maximum: z.number().nonnegative().optional(),
  primary: z.boolean().default(false),
  /** criterion id → component ids mapped to it. */
  components_mapping: z.record(z.string(), z.array(z.string())).default({}),
  aggregation_config: z
    .object({
      mapping: z.record(z.string(), z.array(z.string())).optional(),
      /** criterion id → [{level, value}], the aggregated score from which each level is reached. */
      range: z.record(z.string(), z.array(z.object({ level: id, value: z.number().nullable() }))).default({}),
    })
    .optional(),
};

export const componentConfigSchemas = {
  title: withType('title', {}),
  text: withType('text', {}),
  multimedia: withType('multimedia', {}),
  attachment: withType('attachment', attachmentShape),
  image: withType('image', {}),
  image_gallery: withType('image_gallery', {}),
  video: withType('video', {}),
  gallery: withType('gallery', {}),
  timeline: withType('timeline', {}),
  user_info: withType('user_info', {}),
  reference: withType('reference', {}),
  activity_reference: withType('activity_reference', {}),
  task: withType('task', {}),
  /** min_word_count is a string; '0' skips the rule (spec 1 §3, §5). */
  textarea: withType('textarea', { min_word_count: z.string().regex(/^\d+$/).default('0') }),
  textfield: withType('textfield', {}),
  date_selection: withType('date_selection', {}),
  duration: withType('duration', {}),
  file_upload: withType('file_upload', attachmentShape),
  edtpa_attachment: withType('edtpa_attachment', {
    ...attachmentShape,
    /** edTPA attachments have no size limit of their own: 0, limited by min_number and max_number (spec 1 §9). */
    maximum_size: z.number().nonnegative().default(0),
    min_number: z.number().int().nonnegative(),
    max_number: z.number().int().positive(),
  }),
  rich: withType('rich', { min_word_count: z.string().regex(/^\d+$/).optional() }),
  video_link: withType('video_link', {}),
  radio_button: withType('radio_button', choiceShape),
  checkbox: withType('checkbox', choiceShape),
  dropdown: withType('dropdown', choiceShape),
  portfolio_reference: withType('portfolio_reference', {}),
  scoring: withType('scoring', {
    assign_mode: assignModeSchema.default('manual'),
    maximum: z.number().positive().default(SCORE_DEFAULT_MAXIMUM),
    primary: z.boolean().default(false),
  }),
  rubric: withType('rubric', rubricComponentConfigShape),
  assessment_rubric: withType('assessment_rubric', rubricComponentConfigShape),
  feedback: withType('feedback', {}),
} as const;

const c = componentConfigSchemas;
/**
 * Any component's configuration, discriminated by `type`. An input (interactive) component requires an id
 * and a label (spec 1 §5 "Required"); its blank label is reported as 'components.config.label_required'.
 */
export const componentConfigSchema = z
  .discriminatedUnion('type', [
    c.title,
    c.text,
    c.multimedia,
    c.attachment,
    c.image,
    c.image_gallery,
    c.video,
    c.gallery,
    c.timeline,
    c.user_info,
    c.reference,
    c.activity_reference,
    c.task,
    c.textarea,
    c.textfield,
    c.date_selection,
    c.duration,
    c.file_upload,
    c.edtpa_attachment,
    c.rich,
    c.video_link,
    c.radio_button,
    c.checkbox,
    c.dropdown,
    c.portfolio_reference,
    c.scoring,
    c.rubric,
    c.assessment_rubric,
    c.feedback,
  ])
  .superRefine((config, ctx) => {
    if (isInteractiveComponentKind(config.type) && config.label.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'components.config.label_required' });
    }
  });
export type ComponentConfig = z.infer<typeof componentConfigSchema>;

const abstractEntry = z.object({ original_portfolio_id: id, id, abstract: z.string().optional() });

export const imageContentSchema = z.object({
  id,
  public_url: z.string().min(1),
  alternative_text: z.string().max(COMPONENT_ALT_TEXT_MAX_LENGTH),
  filename: z.string().optional(),
});

/** Attachment content: parallel lists plus the comma-separated attachmentId (spec 1 §3). */
export const attachmentContentSchema = z
  .object({
    attachmentId: z.string().default(''),
    id: idList.default([]),
    owner_id: idList.default([]),
    filename: z.array(z.string()).default([]),
    size: z.array(z.number().nonnegative()).default([]),
  })
  .refine((content) => content.id.length === content.filename.length, {
    message: 'id and filename lists differ in length',
    path: ['filename'],
  });

const userInfoField = (show: boolean) => z.object({ value: z.string().default(''), show: z.boolean().default(show) });

export const userInfoContentSchema = z.object({
  avatar: z.string().optional(),
  name: z.string().optional(),
  userid: z.string().optional(),
  gender: userInfoField(true).default({ value: '', show: true }),
  role: userInfoField(true).default({ value: '', show: true }),
  email: userInfoField(true).default({ value: '', show: true }),
  /** Phone is hidden by default (spec 1 §3). */
  phone: userInfoField(false).default({ value: '', show: false }),
  sync: z.boolean().optional(),
});

export const portfolioReferenceContentSchema = z.object({
  portfolio_id: id.optional(),
  original_portfolio_id: id.optional(),
  abstract: z.string().optional(),
  portfolio_title: z.string().optional(),
});

const textContent = z.object({ content: z.string().default('') });
const answerId = id;

export const componentContentSchemas = {
  title: textContent,
  text: textContent,
  multimedia: textContent,
  /** Resource attachment content: attachments[] (spec 1 §3). */
  attachment: z.object({ attachments: z.array(z.looseObject({ id, filename: z.string().optional() })).default([]) }),
  image: imageContentSchema.partial(),
  image_gallery: z.object({ images: z.array(imageContentSchema).default([]) }),
  video: textContent,
  gallery: z.object({ abstracts: z.array(abstractEntry).default([]) }),
  timeline: z.object({ abstracts: z.array(abstractEntry).default([]) }),
  user_info: userInfoContentSchema,
  reference: textContent,
  activity_reference: z.object({
    activities: z.array(z.looseObject({ id })).default([]),
    component_type: z.enum(['timeline', 'other']).default('other'),
  }),
  /** Task: state defaults to inprogress (spec 1 §3; other values not shown). */
  task: z.object({
    state: z.string().default('inprogress'),
    title: z.string().trim().default(''),
    describe: z.string().default(''),
  }),
  textarea: textContent,
  textfield: textContent,
  /** An ISO date, or blank. */
  date_selection: z.object({
    content: z
      .string()
      .refine((value) => value === '' || isoDateToUsDate(value) !== null, { message: 'components.date.invalid' })
      .default(''),
  }),
  /** 'hours:minutes', or blank. */
  duration: z.object({
    content: z
      .string()
      .refine((value) => value === '' || isDuration(value), { message: 'components.duration.invalid' })
      .default(''),
  }),
  file_upload: attachmentContentSchema,
  edtpa_attachment: attachmentContentSchema,
  /** The chosen inner type, its configuration, and the inner content beside them. */
  rich: z.looseObject({
    component: z.enum(RICH_ELIGIBLE_KINDS).optional(),
    component_config: z.record(z.string(), z.unknown()).optional(),
  }),
  video_link: textContent,
  radio_button: z.object({ answer: answerId.nullable().optional() }),
  checkbox: z.object({ answer: z.array(answerId).default([]) }),
  dropdown: z.object({ answer: answerId.nullable().optional() }),
  portfolio_reference: portfolioReferenceContentSchema,
  /** A score, or null for nothing entered (shown as N/A). */
  scoring: z.object({ score: z.number().nonnegative().nullable().default(null) }),
  rubric: z.object({
    criteria: z.record(z.string(), id.nullable()).default({}),
    comments: z.record(z.string(), z.string()).default({}),
    score: z.number().nullable().optional(),
  }),
  assessment_rubric: z.object({
    criteria: z.record(z.string(), id.nullable()).default({}),
    comments: z.record(z.string(), z.string()).default({}),
    score: z.number().nullable().optional(),
  }),
  feedback: z.object({ content: z.string().max(FEEDBACK_MAX_LENGTH).default('') }),
} as const;
