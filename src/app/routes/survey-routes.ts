import { constructionRoute } from './construction-route';

/** survey-form is the layout of the Diseño (survey-form-item), Resumen and Respuestas tabs. */
export const surveyRoutes = [
  constructionRoute('survey-form-list', { area: 'surveys' }),
  constructionRoute('survey-form-create', { area: 'surveys-write' }),
  constructionRoute('survey-form', { area: 'surveys' }),
  constructionRoute('survey-form-responses', { area: 'surveys' }),
  constructionRoute('survey-form-summary', { area: 'surveys' }),
] as const;
