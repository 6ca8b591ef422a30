import {
  defaultRolesAllowedMoveToDone,
  parseComponentConfig,
  type TemplateState,
  type WorkflowId,
} from '@tessera/shared';
import { createItem } from '../db/items';
import { templateThemeEntity } from '../db/templates/entities/template-theme';
import { getTemplate, getTemplateFolder, type Template, type TemplatePerson } from '../db/templates/templates';
import { insertTemplateFolder } from '../http/templates/folder-writes';
import { writeTemplate } from '../http/templates/template-writes';
import type { DemoUserKey } from './seed-demo';
import { DEMO_HIERARCHY, DEMO_STATEMENT_SET_ID } from './seed-hierarchy';
import { DEMO_RUBRICS } from './seed-rubrics';

/** Fixed ids of the seeded templates and folder, so re-seeding finds them (and tests can name them). */
export const DEMO_TEMPLATES = {
  supervised: 'tpl_demo_supervised',
  form: 'tpl_demo_form',
  internship: 'tpl_demo_internship',
  eportfolio: 'tpl_demo_eportfolio',
  draft: 'tpl_demo_draft',
  other: 'tpl_other_form',
} as const;
export const DEMO_TEMPLATE_FOLDER_ID = 'tplfolder_demo_capstone';
export const OTHER_TEMPLATE_FOLDER_ID = 'tplfolder_other_clinical';
export const DEMO_TEMPLATE_THEMES = { demo: 'tpltheme_demo_university', other: 'tpltheme_other_college' } as const;
export { DEMO_STATEMENT_SET_ID };

const component = (config: Record<string, unknown>) => parseComponentConfig(config) as Record<string, unknown>;

interface SeedTemplate {
  organizationId: string;
  templateId: string;
  title: string;
  description: string;
  workflowId: WorkflowId;
  state: TemplateState;
  folderId?: string;
  rubricIds?: string[];
  pages: Template['pages'];
}

const SEEDED: SeedTemplate[] = [
  {
    organizationId: 'org_demo',
    templateId: DEMO_TEMPLATES.supervised,
    title: 'Lesson Plan Assignment',
    description: 'Plan a lesson, attach the materials, and be scored against the lesson plan rubric.',
    workflowId: 'SupervisedAssessmentWorkflow',
    state: 'published',
    rubricIds: [DEMO_RUBRICS.scored],
    pages: [
      {
        id: 'page-1',
        title: 'Lesson plan',
        components: [
          component({ component_id: 'title-1', type: 'title', label: '' }),
          component({ component_id: 'textarea-1', type: 'textarea', label: 'Rationale', min_word_count: '30' }),
          component({ component_id: 'file_upload-1', type: 'file_upload', label: 'Lesson materials' }),
          // A second file component and an image, so a student can reuse an upload and insert a photo (issue 14).
          component({ component_id: 'attachment-1', type: 'attachment', label: 'Supporting documents' }),
          component({ component_id: 'image-1', type: 'image', label: 'Classroom photo' }),
        ],
      },
      {
        id: 'page-2',
        title: 'Assessment',
        components: [
          component({
            component_id: 'rubric-1',
            type: 'assessment_rubric',
            label: 'Lesson plan rubric',
            rubric_id: DEMO_RUBRICS.scored,
            rubric_title: 'Lesson Plan Rubric',
            uri: `/api/rubrics/${DEMO_RUBRICS.scored}`,
            statements_mapping: [{ id: 'stmt_demo_1', statement_id: 'TS.1', title: 'Learner development' }],
          }),
          component({
            component_id: 'scoring-1',
            type: 'scoring',
            label: 'Overall score',
            maximum: 100,
            primary: true,
          }),
          component({ component_id: 'feedback-1', type: 'feedback', label: 'Feedback' }),
        ],
      },
    ],
  },
  {
    organizationId: 'org_demo',
    templateId: DEMO_TEMPLATES.form,
    title: 'Field Visit Form',
    description: 'A short form filled in after each field visit.',
    workflowId: 'FormWorkflow',
    state: 'published',
    folderId: DEMO_TEMPLATE_FOLDER_ID,
    pages: [
      {
        id: 'page-1',
        title: 'Visit',
        components: [
          component({ component_id: 'date_selection-1', type: 'date_selection', label: 'Visit date' }),
          component({ component_id: 'duration-1', type: 'duration', label: 'Time on site' }),
          component({
            component_id: 'radio_button-1',
            type: 'radio_button',
            label: 'Setting',
            button_options: [
              { id: 1, value: 'Classroom', points: 0 },
              { id: 2, value: 'Online', points: 0 },
            ],
          }),
          component({ component_id: 'textfield-1', type: 'textfield', label: 'Mentor teacher' }),
        ],
      },
    ],
  },
  {
    organizationId: 'org_demo',
    templateId: DEMO_TEMPLATES.internship,
    title: 'Internship Log',
    description: 'Weekly record of the internship, reviewed by the mentor and the internship supervisor.',
    workflowId: 'InternshipWorkflow',
    state: 'published',
    pages: [
      {
        id: 'page-1',
        title: 'This week',
        components: [
          component({ component_id: 'textarea-1', type: 'textarea', label: 'What I did', min_word_count: '30' }),
          component({
            component_id: 'checkbox-1',
            type: 'checkbox',
            label: 'Activities',
            button_options: [
              { id: 1, value: 'Observed', points: 1 },
              { id: 2, value: 'Co-taught', points: 2 },
              { id: 3, value: 'Taught', points: 3 },
            ],
          }),
          component({ component_id: 'feedback-1', type: 'feedback', label: 'Mentor feedback' }),
        ],
      },
    ],
  },
  {
    organizationId: 'org_demo',
    templateId: DEMO_TEMPLATES.eportfolio,
    title: 'Teaching Portfolio',
    description: 'A showcase of teaching practice.',
    workflowId: 'EportfolioWorkflow',
    state: 'published',
    pages: [
      {
        id: 'page-1',
        title: 'About me',
        components: [
          component({ component_id: 'user_info-1', type: 'user_info', label: '' }),
          component({ component_id: 'rich-1', type: 'rich', label: 'Teaching philosophy', min_word_count: '5' }),
        ],
      },
      {
        id: 'page-2',
        title: 'Evidence',
        components: [component({ component_id: 'gallery-1', type: 'gallery', label: '' })],
      },
    ],
  },
  {
    organizationId: 'org_demo',
    templateId: DEMO_TEMPLATES.draft,
    title: 'Reflection Journal',
    description: 'A draft ePortfolio template.',
    workflowId: 'EportfolioWorkflow',
    state: 'draft',
    pages: [
      {
        id: 'page-1',
        title: 'Reflections',
        components: [component({ component_id: 'textarea-1', type: 'textarea', label: 'Reflection' })],
      },
    ],
  },
  {
    organizationId: 'org_other',
    templateId: DEMO_TEMPLATES.other,
    title: 'Clinical Shift Form',
    description: 'After each clinical shift.',
    workflowId: 'FormWorkflow',
    state: 'published',
    pages: [
      {
        id: 'page-1',
        title: 'Shift',
        components: [component({ component_id: 'textarea-1', type: 'textarea', label: 'Notes' })],
      },
    ],
  },
];

const ROOTS: Record<string, string> = {
  org_demo: DEMO_HIERARCHY.demoRoot.nodeId,
  org_other: DEMO_HIERARCHY.otherRoot.nodeId,
};

export interface SeedTemplatesDeps {
  userIds: Record<DemoUserKey, string>;
  now?: Date;
}

/**
 * The demo templates (brief: issue 10 demo data), written through the same transaction as the API's, so
 * node holdings, the folder's count, title guards and the rubric's use are true. Idempotent.
 */
export async function seedTemplates(deps: SeedTemplatesDeps): Promise<void> {
  const now = (deps.now ?? new Date()).toISOString();
  const folders = [
    { organizationId: 'org_demo', folderId: DEMO_TEMPLATE_FOLDER_ID, name: 'Capstone' },
    { organizationId: 'org_other', folderId: OTHER_TEMPLATE_FOLDER_ID, name: 'Clinical' },
  ];
  for (const folder of folders) {
    if (await getTemplateFolder(folder.organizationId, folder.folderId)) continue;
    await insertTemplateFolder({
      ...folder,
      nodeId: ROOTS[folder.organizationId] as string,
      templatesCount: 0,
      version: 1,
      createdAt: now,
    });
  }
  const themes = [
    { organizationId: 'org_demo', themeId: DEMO_TEMPLATE_THEMES.demo, name: 'Demo University' },
    { organizationId: 'org_other', themeId: DEMO_TEMPLATE_THEMES.other, name: 'Other College' },
  ];
  for (const theme of themes) {
    await createItem(templateThemeEntity, {
      ...theme,
      align: 'left',
      headerBackgroundColor: '#8B86CA',
      assignmentNameColor: '#212121',
      titleColor: '#4A4A4A',
      footer: '',
      logoOwnerId: null,
      logoAttachmentId: null,
      logoAlternativeText: '',
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  const authors: Record<string, TemplatePerson> = {
    org_demo: { userId: deps.userIds.admin, firstName: 'Ada', lastName: 'Admin' },
    org_other: { userId: deps.userIds.otherAdmin, firstName: 'Olga', lastName: 'Other-Admin' },
  };
  for (const seed of SEEDED) {
    if (await getTemplate(seed.organizationId, seed.templateId)) continue;
    const template: Template = {
      organizationId: seed.organizationId,
      templateId: seed.templateId,
      nodeId: ROOTS[seed.organizationId] as string,
      title: seed.title,
      description: seed.description,
      workflowId: seed.workflowId,
      state: seed.state,
      previousState: seed.state === 'published' ? 'created' : null,
      theme: 'template_blank',
      templateThemeId: null,
      folderId: seed.folderId ?? null,
      pages: seed.pages,
      dataTemplates: {},
      content: '',
      abstract: '',
      settings: {
        plagiarism_enabled: false,
        show_plagiarism_report_to_students: false,
        allowed_to_showcase: false,
        display_assessment_panel: seed.workflowId === 'SupervisedAssessmentWorkflow',
        display_on_timeline: false,
        is_go_react_template: false,
        can_move_components: true,
        can_update_pages: true,
        can_customize_theme_style: true,
      },
      rolesAllowedMoveToDone: defaultRolesAllowedMoveToDone(seed.workflowId),
      rubricIds: seed.rubricIds ?? [],
      snapshotId: null,
      author: authors[seed.organizationId] ?? null,
      transfer: null,
      usageCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const result = await writeTemplate({ current: null, next: template });
    if (result.outcome !== 'saved') throw new Error(`cannot seed template ${seed.templateId}: ${result.outcome}`);
  }
}
