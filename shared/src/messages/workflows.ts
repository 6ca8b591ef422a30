import type { Catalogue } from './types';

/** Workflows, states, actions and the review shell (spec 1 §3–4, §6; spec 2 §4, §8; spec 3 §4). */
export const workflowsMessages = {
  'workflows.name.SupervisedPeerAssessmentWorkflow': {
    en: 'Supervised Peer Assessment',
    es: 'Evaluación entre pares supervisada',
  },
  'workflows.name.SupervisedAssessmentWorkflow': { en: 'Supervised Assessment', es: 'Evaluación supervisada' },
  'workflows.name.SupervisedCoordinatorsAssessmentWorkflow': {
    en: 'Supervised Coordinators Assessment',
    es: 'Evaluación supervisada por coordinadores',
  },
  'workflows.name.GroupHomepageWorkflow': { en: 'Group Homepage', es: 'Página de inicio del grupo' },
  'workflows.name.FormWorkflow': { en: 'Form', es: 'Formulario' },
  'workflows.name.ObservationalAssessmentWorkflow': { en: 'Observational Assessment', es: 'Evaluación observacional' },
  'workflows.name.ShowcaseWorkflow': { en: 'Showcase', es: 'Escaparate' },
  'workflows.name.InternshipWorkflow': { en: 'Internship', es: 'Prácticas' },
  'workflows.name.InternshipObservationalWorkflow': { en: 'Internship Observational', es: 'Prácticas observacionales' },
  'workflows.name.InternshipFormWorkflow': { en: 'Internship Form', es: 'Formulario de prácticas' },
  'workflows.name.EportfolioWorkflow': { en: 'Eportfolio', es: 'Eportafolio' },
  'workflows.state.created': { en: 'Created', es: 'Creado' },
  'workflows.state.in_preparation': { en: 'Awaiting submission', es: 'Pendiente de entrega' },
  'workflows.state.in_assessment': { en: 'Awaiting assessment', es: 'Pendiente de evaluación' },
  'workflows.state.done': { en: 'Done', es: 'Terminado' },
  'workflows.action.save': { en: 'Save', es: 'Guardar' },
  'workflows.action.submit': { en: 'Submit', es: 'Entregar' },
  'workflows.action.withdraw': { en: 'Withdraw', es: 'Retirar' },
  'workflows.action.revise': { en: 'Revise', es: 'Revisar' },
  'workflows.action.undo': { en: 'Undo', es: 'Deshacer' },
  'workflows.action.request_revision': { en: 'Request Revision', es: 'Solicitar revisión' },
  'workflows.action.start_assessment': { en: 'Start Assessment', es: 'Iniciar evaluación' },
  'workflows.action_not_allowed': {
    en: 'This action is not available for this submission.',
    es: 'Esta acción no está disponible para esta entrega.',
  },
  'workflows.submit_only_by_submitter': {
    en: 'Only the submitter can submit this work.',
    es: 'Solo quien entrega puede entregar este trabajo.',
  },
  'workflows.withdraw_not_allowed': {
    en: 'This submission cannot be withdrawn.',
    es: 'Esta entrega no se puede retirar.',
  },
  'workflows.submit_from_lms': {
    en: 'Please submit this activity from the course assignment in your Learning Management System.',
    es: 'Entregue esta actividad desde la tarea del curso en su sistema de gestión del aprendizaje.',
  },
  'workflows.editor.done': { en: 'Done', es: 'Hecho' },
  'workflows.editor.cancel': { en: 'Cancel', es: 'Cancelar' },
  'workflows.saving': { en: 'Saving...', es: 'Guardando...' },
  // A window the browser refused to open (spec 1 §8 "Popup blocked"): the separate assessment window.
  'workflows.popup_blocked': {
    en: 'Need to enable popups in your browser preferences.',
    es: 'Debe permitir las ventanas emergentes en las preferencias de su navegador.',
  },
  'workflows.unsaved_changes': {
    en: 'You have unsaved changes, are you sure you want to leave?',
    es: 'Tiene cambios sin guardar, ¿seguro que quiere salir?',
  },
  // spec 3 §4 quotes '%(title)s draft has been saved.' and '%(title)s has been published.' (Python
  // placeholders): ICU writes them {title}; the rendered sentences are the quoted ones.
  'workflows.eportfolio.draft_saved': {
    en: '{title} draft has been saved.',
    es: 'Se ha guardado el borrador de {title}.',
  },
  'workflows.eportfolio.published': { en: '{title} has been published.', es: '{title} se ha publicado.' },
  'workflows.eportfolio.error': { en: 'Error:', es: 'Error:' },
} satisfies Catalogue;
