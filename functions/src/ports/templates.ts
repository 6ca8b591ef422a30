/**
 * The templates context's published interface (ADR 0013): what courses and activities need of templates.
 * A course or activity that takes a template records a use and releases it when it lets go: a template in
 * use cannot be deleted (spec 2 §5, §8). Join `templateUseChange` to the transaction that writes the course
 * or activity, or call `recordTemplateUse`/`releaseTemplateUse` on their own; only published templates can be
 * taken. Theme logos are set by the attachments context (it crops them) at the theme's version. Lint forbids reaching into `db/templates` or `http/templates`.
 */
import { snapshotOf as snapshotOfContent } from '../db/templates/template-snapshots';
import type { Template } from '../db/templates/templates';

export { getTemplate, getTemplatePages, type Template } from '../db/templates/templates';
export { recordTemplateUse, releaseTemplateUse, templateUseChange } from '../db/templates/template-uses';
export { snapshotUseChange } from '../db/templates/template-snapshot-uses';
export { getTemplateTheme, replaceTemplateTheme, type TemplateTheme } from '../db/templates/template-themes';
export {
  isTemplateSnapshotKnown,
  readTemplateCurrent,
  rememberTemplateCurrent,
  readTemplateSnapshot,
  readTemplateSnapshots,
  rememberTemplateSnapshot,
  saveTemplateSnapshot,
  snapshotOf,
  snapshotParts,
  type ResolvedSnapshot as TemplateSnapshot,
} from '../db/templates/template-snapshots';

/** The snapshot of a template's content as it is now (what a portfolio made from it runs; ADR 0028 §2). */
export function templateSnapshotOf(template: Template) {
  return snapshotOfContent({
    organizationId: template.organizationId,
    templateId: template.templateId,
    pages: template.pages,
    dataTemplates: template.dataTemplates,
    settings: template.settings,
  });
}
