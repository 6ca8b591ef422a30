import { describe, it, jest } from '@jest/globals';
import {
  createPortfolio,
  createTemplate,
  getHierarchy,
  getPortfolio,
  getTemplate,
  publishTemplate,
  updatePortfolio,
  updateTemplate,
} from '@tessera/shared';
import { createUser } from '../../functions/tests/support/fixtures';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { DEMO_PASSWORD, openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(240_000);

const ADMIN = 'admin@demo.test';
const SCHOOL = { component_id: 'textfield-1', type: 'textfield', label: 'Your school', optional: true };
const MENTOR = { component_id: 'textfield-2', type: 'textfield', label: 'Your mentor', optional: true };

/** A published ePortfolio template of one page holding SCHOOL and MENTOR, made through the API. */
async function publishedTemplate(title: string): Promise<string> {
  const { nodes } = await callApiAs(ADMIN, getHierarchy);
  const top = nodes.find((node) => node.text === 'Demo University')!;
  const template = await callApiAs(ADMIN, createTemplate, {
    body: {
      node_id: top.id,
      title,
      workflow: 'EportfolioWorkflow',
      page_templates: [{ id: 'page-1', title: 'Placement', components: [SCHOOL, MENTOR] }],
    },
  });
  await callApiAs(ADMIN, publishTemplate, { path: { id: template.id }, body: { version: template.version } });
  return template.id;
}

/** The admin's new version without the school question, published. */
async function versionWithoutSchool(templateId: string): Promise<void> {
  const read = await callApiAs(ADMIN, getTemplate, { path: { id: templateId } });
  const saved = await callApiAs(ADMIN, updateTemplate, {
    path: { id: templateId },
    body: {
      title: read.title,
      workflow: 'EportfolioWorkflow',
      page_templates: [
        {
          id: 'page-1',
          title: 'Placement',
          components: [MENTOR, { component_id: 'textfield-3', type: 'textfield', label: 'Year group', optional: true }],
        },
      ],
      version: read.version,
    } as never,
  });
  if (saved.state !== 'published')
    await callApiAs(ADMIN, publishTemplate, { path: { id: templateId }, body: { version: saved.version } });
}

/** A student with a login and a portfolio of the template holding both answers: its composer's path. */
async function answeredPortfolio(
  templateId: string,
  firstName: string,
  fields: Record<string, unknown> = {
    'textfield-1': { content: 'Hill School' },
    'textfield-2': { content: 'Ms Rivera' },
  },
) {
  const student = await createUser({
    memberships: [['org_demo', ['student']]],
    firstName,
    lastName: 'Versions',
    withLogin: { password: DEMO_PASSWORD },
  });
  const made = await callApiAs(student.email, createPortfolio, {
    path: { id: student.userId },
    body: { template_id: templateId },
  });
  await callApiAs(student.email, updatePortfolio, {
    path: { id: student.userId, portfolioId: made.id },
    body: {
      version: made.version,
      portfolio_action: 'save_as_draft',
      fields,
    },
  });
  return { student, portfolioId: made.id, path: `/portfolios/${student.userId}/${made.id}` };
}

/**
 * Waits until the owner's open offers the new version: the portfolios Lambda trusts what it read of the template
 * for a while (ADR 0028 §2; two seconds in the e2e cloud, support/global-setup.ts), and making the portfolio read
 * it just before. A state polled, not a pause.
 */
async function offered(student: { email: string; userId: string }, portfolioId: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const read = await callApiAs(student.email, getPortfolio, { path: { id: student.userId, portfolioId } });
    if (read.template_update) return;
    if (Date.now() > deadline) throw new Error('the new template version was never offered');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A template's new version that would drop an answer (ADR 0028 §2): the owner's composer names it and offers the
 * choice (taken after a confirmation; kept in Spanish), and the template's admin sees the versions in use with
 * their portfolio counts. Axe at 1366×900 and 390×844 on each screen, in English and Spanish.
 */
describe('template versions and portfolios (issue 23)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);

  it('offers the owner a version that removes an answer, names it, and takes it after asking', async () => {
    const templateId = await publishedTemplate(`Placement log ${run}`);
    const taking = await answeredPortfolio(templateId, 'Tara');
    await versionWithoutSchool(templateId);

    await offered(taking.student, taking.portfolioId);
    await signIn(web.page, taking.student.email, '/via/inprogress');
    await web.page.goto(webUrl(taking.path));
    const offer = web.page.getByRole('region', { name: 'A new version of this portfolio’s form is available' });
    await offer.getByText('Using it removes 1 of your answers:').waitFor();
    await offer.getByRole('listitem').filter({ hasText: 'Placement: Your school' }).waitFor();
    await checkScreen(web.page, '/portfolios/{owner}/{id} (a template version offered)');

    await offer.getByRole('button', { name: 'Use the new version' }).click();
    const confirm = web.page.getByRole('dialog', { name: 'Remove these answers?' });
    await confirm
      .getByText('The new version has no place for 1 answer. It is removed and cannot be brought back.')
      .waitFor();
    await checkScreen(web.page, '/portfolios/{owner}/{id} (removing answers, asked)');
    await confirm.getByRole('button', { name: 'Use the new version' }).click();
    await web.page
      .getByTestId('toast')
      .filter({ hasText: 'This portfolio now uses the newest version of its form.' })
      .first()
      .waitFor();
    await offer.waitFor({ state: 'detached' });
    await web.page.getByLabel('Year group').waitFor();
    await web.page.getByLabel('Your school').waitFor({ state: 'detached' });
  });

  it('reads the offer in Spanish and keeps the version', async () => {
    const templateId = await publishedTemplate(`Placement es ${run}`);
    const keeping = await answeredPortfolio(templateId, 'Uma');
    await versionWithoutSchool(templateId);

    await offered(keeping.student, keeping.portfolioId);
    await signIn(web.page, keeping.student.email, '/via/inprogress');
    await openUserPanel(web.page, 'Uma Versions');
    await web.page.getByRole('button', { name: 'Español' }).click();
    await web.page.waitForFunction(() => document.documentElement.lang === 'es');
    try {
      await web.page.goto(webUrl(keeping.path));
      const offer = web.page.getByRole('region', { name: 'Hay una nueva versión del formulario de este portafolio' });
      await offer.getByText('Usarla elimina 1 de sus respuestas:').waitFor();
      await checkScreen(web.page, '/portfolios/{owner}/{id} (es, a template version offered)');
      await offer.getByRole('button', { name: 'Conservar esta versión' }).click();
      await web.page
        .getByTestId('toast')
        .filter({ hasText: 'Ha conservado esta versión. Se le avisará cuando haya una más reciente.' })
        .first()
        .waitFor();
      await offer.waitFor({ state: 'detached' });
      await web.page.getByLabel('Your school').waitFor();
    } finally {
      await restoreEnglish(web.page, 'Uma Versions');
    }
  });

  const title = `Placement counts ${run}`;

  it('shows the template’s admin the versions in use with their portfolio counts', async () => {
    const templateId = await publishedTemplate(title);
    await answeredPortfolio(templateId, 'Vic');
    await answeredPortfolio(templateId, 'Wes');
    await versionWithoutSchool(templateId);
    await answeredPortfolio(templateId, 'Xia', { 'textfield-2': { content: 'Mr Okafor' } });

    await signIn(web.page, ADMIN, '/via/academics');
    await web.page.goto(webUrl('/hierarchy/template'));
    await web.page.getByRole('link', { name: title, exact: true }).waitFor();
    await web.page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
    await web.page.getByRole('menuitem', { name: 'Versions in use', exact: true }).click();
    const dialog = web.page.getByRole('dialog', { name: `Versions of ${title} in use` });
    const table = dialog.getByRole('table', { name: 'Published versions and the portfolios that use each' });
    await table.getByRole('row').filter({ hasText: '(current)' }).filter({ hasText: '1 portfolio' }).waitFor();
    await table.getByRole('row').filter({ hasText: '2 portfolios' }).waitFor();
    await checkScreen(web.page, '/hierarchy/template (versions in use)');

    // In Spanish: the admin's language switched from the user panel, and put back after.
    await web.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await openUserPanel(web.page, 'Ada Admin');
    await web.page.getByRole('button', { name: 'Español' }).click();
    await web.page.waitForFunction(() => document.documentElement.lang === 'es');
    try {
      await web.page.goto(webUrl('/hierarchy/template'));
      await web.page.getByRole('link', { name: title, exact: true }).waitFor();
      await web.page.getByRole('button', { name: `Acciones de ${title}`, exact: true }).click();
      await web.page.getByRole('menuitem', { name: 'Versiones en uso', exact: true }).click();
      const spanish = web.page.getByRole('dialog', { name: `Versiones de ${title} en uso` });
      await spanish.getByRole('row').filter({ hasText: '2 portafolios' }).waitFor();
      await checkScreen(web.page, '/hierarchy/template (es, versions in use)');
      await web.page.keyboard.press('Escape');
    } finally {
      await restoreEnglish(web.page, 'Ada Admin');
    }
  });
});
