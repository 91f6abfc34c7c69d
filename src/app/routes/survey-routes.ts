import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ROUTE_PATHS, type RouteName } from '../route-names';
import { shellRoute } from './layout-routes';
import { rootRoute } from './root-route';
import { type MetaOptions, routeMeta } from './route-static-data';

/** One import for the whole area (see survey-pages.ts). */
const surveyPages = () => import('../../features/surveys/survey-pages');
type SurveyPage = keyof Awaited<ReturnType<typeof surveyPages>>;

function surveyRoute(name: RouteName, page: SurveyPage, options: MetaOptions) {
  return createRoute({
    getParentRoute: () => shellRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, options),
    component: lazyRouteComponent(surveyPages, page),
  });
}

/** The kiosk: the survey full-screen on the business's tablet, no shell (a customer holds it). */
const kioskPages = () => import('../../features/surveys/kiosk/kiosk-pages');

function kioskRoute(name: RouteName, page: keyof Awaited<ReturnType<typeof kioskPages>>) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTE_PATHS[name],
    staticData: routeMeta(name, { access: 'auth', area: 'surveys-kiosk' }),
    component: lazyRouteComponent(kioskPages, page),
  });
}

/**
 * Surveys (01 §2.7). survey-form and survey-form-item share the address of the Diseño tab; Resumen
 * and Respuestas are its sibling tabs.
 */
export const surveyRoutes = [
  surveyRoute('survey-form-list', 'SurveyListPage', { area: 'surveys' }),
  surveyRoute('survey-form-create', 'SurveyCreatePage', { area: 'surveys-write' }),
  surveyRoute('survey-form', 'SurveyDesignPage', { area: 'surveys' }),
  surveyRoute('survey-form-responses', 'SurveyResponsesPage', { area: 'surveys' }),
  surveyRoute('survey-form-summary', 'SurveySummaryPage', { area: 'surveys' }),
  kioskRoute('survey-kiosk', 'KioskListPage'),
  kioskRoute('survey-kiosk-form', 'KioskFormPage'),
] as const;
