/**
 * The surveys area's screens, one lazy chunk behind one import in the router (as loyalty-pages.ts):
 * every extra lazy route adds its preload list to the host stand's entry.
 */
export {
  SurveyCreatePage,
  SurveyDesignPage,
  SurveyResponsesPage,
  SurveySummaryPage,
} from './form/survey-pages';
export { SurveyListPage } from './list/survey-list-page';
