import * as z from 'zod/mini';
import { COMPONENT_MODES, componentPermissionsSchema } from '../workflows/component-mode';
import { COMPONENT_ALT_TEXT_MAX_LENGTH, FEEDBACK_MAX_LENGTH } from './character-limit';
import { isDuration } from './duration';
import { isoDateToUsDate } from './date-selection';
import { isYouTubeLink } from './video-link';
import { COMPONENT_KINDS, isInteractiveComponentKind, RICH_ELIGIBLE_KINDS } from './component-kinds';

/**
 * zod schemas of each component kind's configuration and content (spec 1 §3). Configurations are what
 * the template author sets; contents are what a portfolio holds. Unknown keys are dropped (z.object).
 */

const id = z.union([z.string().check(z.minLength(1)), z.number()]);
const idList = z.array(id);

/** Common configuration (spec 1 §3 "Component (common config)"). */
export const componentBaseConfigSchema = z.object({
  component_id: z.string().check(z.minLength(1)),
  prefix: z.optional(z.string()),
  label: z.string(),
  /** false shows the required asterisk. */
  optional: z._default(z.boolean(), false),
  type: z.enum(COMPONENT_KINDS),
  mode: z.optional(z.enum(COMPONENT_MODES)),
  permissions: z._default(componentPermissionsSchema, { inherit: true }),
  score: z.optional(z.number()),
  hide_scores_and_points: z._default(z.boolean(), false),
  /**
   * Statements the component is mapped to (spec 1 §3 "Statement mapping entries": id, title, statement_id,
   * optional minimum), picked from the statement sets of the template's node or a node above it; the server
   * fills statement_id and title from the statement.
   */
  statements_mapping: z.optional(
    z
      .array(
        z.object({
          id: z.string().check(z.minLength(1), z.maxLength(128)),
          statement_id: z.optional(z.string()),
          title: z.optional(z.string()),
          minimum: z.optional(z.nullable(z.number().check(z.positive()))),
        }),
      )
      .check(z.maxLength(50)),
  ),
});
export type ComponentBaseConfig = z.infer<typeof componentBaseConfigSchema>;

const withType = <K extends (typeof COMPONENT_KINDS)[number], S extends z.core.$ZodShape>(kind: K, shape: S) =>
  z.extend(componentBaseConfigSchema, { type: z.literal(kind), ...shape });

/** Default attachment maximum size 2048 (MB), default file_type any (spec 1 §5, §9). */
export const ATTACHMENT_DEFAULT_MAXIMUM_SIZE_MB = 2048;
export const ATTACHMENT_DEFAULT_FILE_TYPE = 'any';
/** The default score maximum (spec 1 §5, §9). */
export const SCORE_DEFAULT_MAXIMUM = 100;

export const choiceOptionSchema = z.object({
  id,
  value: z.string(),
  points: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});

export const scoreEnhancementConfigSchema = z.object({
  maximum: z.optional(z.number().check(z.nonnegative())),
  score_mapping: z._default(z.record(z.string(), z.union([z.number(), z.string()])), {}),
});

const choiceShape = {
  button_options: z._default(z.array(choiceOptionSchema), []),
  options_ordinary: z.optional(z.boolean()),
  score_enhancement_config: z.optional(scoreEnhancementConfigSchema),
};

const attachmentShape = {
  file_type: z._default(z.string(), ATTACHMENT_DEFAULT_FILE_TYPE),
  maximum_size: z._default(z.number().check(z.positive()), ATTACHMENT_DEFAULT_MAXIMUM_SIZE_MB),
};

export const assignModeSchema = z.enum(['manual', 'aggregation']);

/** Rubric component configuration (spec 1 §3 "Rubric config"). */
export const rubricComponentConfigShape = {
  rubric_id: z.string().check(z.minLength(1)),
  rubric_title: z.optional(z.string()),
  uri: z.optional(z.string()),
  assign_mode: z._default(assignModeSchema, 'manual'),
  calculate_rules: z.optional(z.unknown()),
  maximum: z.optional(z.number().check(z.nonnegative())),
  primary: z._default(z.boolean(), false),
  /** criterion id → component ids mapped to it. */
  components_mapping: z._default(z.record(z.string(), z.array(z.string())), {}),
  aggregation_config: z.optional(
    z.object({
      mapping: z.optional(z.record(z.string(), z.array(z.string()))),
      /** criterion id → [{level, value}], the aggregated score from which each level is reached. */
      range: z._default(z.record(z.string(), z.array(z.object({ level: id, value: z.nullable(z.number()) }))), {}),
    }),
  ),
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
  textarea: withType('textarea', { min_word_count: z._default(z.string().check(z.regex(/^\d+$/)), '0') }),
  textfield: withType('textfield', {}),
  date_selection: withType('date_selection', {}),
  duration: withType('duration', {}),
  file_upload: withType('file_upload', attachmentShape),
  edtpa_attachment: withType('edtpa_attachment', {
    ...attachmentShape,
    /** edTPA attachments have no size limit of their own: 0, limited by min_number and max_number (spec 1 §9). */
    maximum_size: z._default(z.number().check(z.nonnegative()), 0),
    min_number: z.int().check(z.nonnegative()),
    max_number: z.int().check(z.positive()),
  }),
  rich: withType('rich', { min_word_count: z.optional(z.string().check(z.regex(/^\d+$/))) }),
  video_link: withType('video_link', {}),
  radio_button: withType('radio_button', choiceShape),
  checkbox: withType('checkbox', choiceShape),
  dropdown: withType('dropdown', choiceShape),
  portfolio_reference: withType('portfolio_reference', {}),
  scoring: withType('scoring', {
    assign_mode: z._default(assignModeSchema, 'manual'),
    maximum: z._default(z.number().check(z.positive()), SCORE_DEFAULT_MAXIMUM),
    primary: z._default(z.boolean(), false),
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
  .check(
    z.superRefine((config, ctx) => {
      if (isInteractiveComponentKind(config.type) && config.label.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['label'], message: 'components.config.label_required' });
      }
    }),
  );
export type ComponentConfig = z.infer<typeof componentConfigSchema>;

const abstractEntry = z.object({ original_portfolio_id: id, id, abstract: z.optional(z.string()) });

export const imageContentSchema = z.object({
  id,
  public_url: z.string().check(z.minLength(1)),
  alternative_text: z.string().check(z.maxLength(COMPONENT_ALT_TEXT_MAX_LENGTH)),
  filename: z.optional(z.string()),
});

/** Attachment content: parallel lists plus the comma-separated attachmentId (spec 1 §3). */
export const attachmentContentSchema = z
  .object({
    attachmentId: z._default(z.string(), ''),
    id: z._default(idList, []),
    owner_id: z._default(idList, []),
    filename: z._default(z.array(z.string()), []),
    size: z._default(z.array(z.number().check(z.nonnegative())), []),
  })
  .check(
    z.refine((content) => content.id.length === content.filename.length, {
      message: 'id and filename lists differ in length',
      path: ['filename'],
    }),
  );

const userInfoField = (show: boolean) =>
  z.object({ value: z._default(z.string(), ''), show: z._default(z.boolean(), show) });

export const userInfoContentSchema = z.object({
  avatar: z.optional(z.string()),
  name: z.optional(z.string()),
  userid: z.optional(z.string()),
  gender: z._default(userInfoField(true), { value: '', show: true }),
  role: z._default(userInfoField(true), { value: '', show: true }),
  email: z._default(userInfoField(true), { value: '', show: true }),
  /** Phone is hidden by default (spec 1 §3). */
  phone: z._default(userInfoField(false), { value: '', show: false }),
  sync: z.optional(z.boolean()),
});

export const portfolioReferenceContentSchema = z.object({
  portfolio_id: z.optional(id),
  original_portfolio_id: z.optional(id),
  abstract: z.optional(z.string()),
  portfolio_title: z.optional(z.string()),
});

const textContent = z.object({ content: z._default(z.string(), '') });

/**
 * A web address a portfolio may show or link (multimedia from the web, spec 1 §5): http or https only, so a
 * stored `javascript:` or `data:` address can never reach an href or src.
 */
export const webAddressSchema = z.string().check(
  z.trim(),
  z.maxLength(2048),
  z.refine((value) => /^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(value) && URL.canParse(value), {
    message: 'components.multimedia.url_invalid',
  }),
);

/** A gallery's image (spec 1 §5 "Gallery needs … for upload an id and alt text"): alt text not blank. */
export const galleryImageSchema = z.object({
  id,
  public_url: z.string().check(z.minLength(1)),
  alternative_text: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPONENT_ALT_TEXT_MAX_LENGTH)),
  filename: z.optional(z.string()),
});

/**
 * One piece of a multimedia component (spec 1 §5 "Multimedia images need url and alt text; video needs url"):
 * an image from the web with its alternative text, or a video address (a YouTube link embeds, any other
 * http(s) address is shown as a link).
 */
export const multimediaItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('image'),
    url: webAddressSchema,
    alternative_text: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPONENT_ALT_TEXT_MAX_LENGTH)),
  }),
  z.object({ type: z.literal('video'), url: webAddressSchema }),
]);
export type MultimediaItem = z.infer<typeof multimediaItemSchema>;

/** A video component's content: a YouTube link (spec 1 §5 "Video link"), or blank while none is inserted. */
const videoContent = z.object({
  content: z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isYouTubeLink(value), { message: 'components.video_link.invalid' }),
    ),
    '',
  ),
});
const answerId = id;

export const componentContentSchemas = {
  title: textContent,
  text: textContent,
  /** Multimedia: its text, and the images and videos inserted from the web (at most 50). */
  multimedia: z.object({
    content: z._default(z.string(), ''),
    media: z._default(z.array(multimediaItemSchema).check(z.maxLength(50)), []),
  }),
  /** Resource attachment content: attachments[] (spec 1 §3). */
  attachment: z.object({
    attachments: z._default(z.array(z.looseObject({ id, filename: z.optional(z.string()) })), []),
  }),
  image: z.partial(imageContentSchema),
  image_gallery: z.object({ images: z._default(z.array(galleryImageSchema).check(z.maxLength(50)), []) }),
  video: videoContent,
  gallery: z.object({ abstracts: z._default(z.array(abstractEntry), []) }),
  timeline: z.object({ abstracts: z._default(z.array(abstractEntry), []) }),
  user_info: userInfoContentSchema,
  /**
   * A component reference (spec 1 §2 "insert component reference"): a component of another of the owner's
   * portfolios, shown read-only as it is there; `content` is kept for references the template wrote as text.
   */
  reference: z.object({
    content: z._default(z.string(), ''),
    reference_portfolio_id: z.optional(id),
    reference_component_id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  }),
  /**
   * Activity reference content (spec 1 §3 "list of activities, component_type"): each activity of the owner's
   * sections as chosen (its section copy's id, its title and section, and the owner's portfolio of it when they
   * had started one), at most 100 (what the referenced-activities read takes).
   */
  activity_reference: z.object({
    activities: z._default(
      z
        .array(
          z.object({
            id,
            title: z.optional(z.string().check(z.maxLength(500))),
            group_title: z.optional(z.string().check(z.maxLength(500))),
            due_datetime: z.optional(z.string().check(z.maxLength(32))),
            portfolio_id: z.optional(z.nullable(id)),
          }),
        )
        .check(z.maxLength(100)),
      [],
    ),
    component_type: z._default(z.enum(['timeline', 'other']), 'other'),
  }),
  /** Task: state defaults to inprogress (spec 1 §3; other values not shown). */
  task: z.object({
    state: z._default(z.string(), 'inprogress'),
    title: z._default(z.string().check(z.trim()), ''),
    describe: z._default(z.string(), ''),
  }),
  textarea: textContent,
  textfield: textContent,
  /** An ISO date, or blank. */
  date_selection: z.object({
    content: z._default(
      z
        .string()
        .check(
          z.refine((value) => value === '' || isoDateToUsDate(value) !== null, { message: 'components.date.invalid' }),
        ),
      '',
    ),
  }),
  /** 'hours:minutes', or blank. */
  duration: z.object({
    content: z._default(
      z
        .string()
        .check(z.refine((value) => value === '' || isDuration(value), { message: 'components.duration.invalid' })),
      '',
    ),
  }),
  file_upload: attachmentContentSchema,
  edtpa_attachment: attachmentContentSchema,
  /** The chosen inner type, its configuration, and the inner content beside them. */
  rich: z.looseObject({
    component: z.optional(z.enum(RICH_ELIGIBLE_KINDS)),
    component_config: z.optional(z.record(z.string(), z.unknown())),
  }),
  video_link: textContent,
  radio_button: z.object({ answer: z.optional(z.nullable(answerId)) }),
  checkbox: z.object({ answer: z._default(z.array(answerId), []) }),
  dropdown: z.object({ answer: z.optional(z.nullable(answerId)) }),
  portfolio_reference: portfolioReferenceContentSchema,
  /** A score, or null for nothing entered (shown as N/A). */
  scoring: z.object({ score: z._default(z.nullable(z.number().check(z.nonnegative())), null) }),
  rubric: z.object({
    criteria: z._default(z.record(z.string(), z.nullable(id)), {}),
    comments: z._default(z.record(z.string(), z.string()), {}),
    score: z.optional(z.nullable(z.number())),
  }),
  assessment_rubric: z.object({
    criteria: z._default(z.record(z.string(), z.nullable(id)), {}),
    comments: z._default(z.record(z.string(), z.string()), {}),
    score: z.optional(z.nullable(z.number())),
  }),
  feedback: z.object({ content: z._default(z.string().check(z.maxLength(FEEDBACK_MAX_LENGTH)), '') }),
} as const;
