/**
 * The templates context's published interface (ADR 0013): what courses and activities need of templates.
 * A course or activity that takes a template records a use and releases it when it lets go: a template in
 * use cannot be deleted (spec 2 §5, §8). Join `templateUseChange` to the transaction that writes the course
 * or activity, or call `recordTemplateUse`/`releaseTemplateUse` on their own; only published templates can be
 * taken. Theme logos are set by the attachments context (it crops them) at the theme's version. Lint forbids reaching into `db/templates` or `http/templates`.
 */
export { getTemplate, getTemplatePages, type Template } from '../db/templates/templates';
export { recordTemplateUse, releaseTemplateUse, templateUseChange } from '../db/templates/template-uses';
export { getTemplateTheme, replaceTemplateTheme, type TemplateTheme } from '../db/templates/template-themes';
