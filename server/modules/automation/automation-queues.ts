import type { QueueDefinition } from '../../jobs/jobs';

/** Finds a company's undispatched events and queues one run job per event and consumer. */
export const AUTOMATION_DISPATCH_QUEUE: QueueDefinition = {
  name: 'automation-dispatch',
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
};

export interface DispatchData {
  companyId: number;
}

/** Runs one consumer (a recipe or a built-in one) for one event, at most once (automation_runs). */
export const AUTOMATION_RUN_QUEUE: QueueDefinition = {
  name: 'automation-run',
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
};

export interface RunData {
  companyId: number;
  eventId: number;
  /** 'recipe:{id}', 'waitlist-survey' or 'waitlist-loyalty'. */
  consumer: string;
}

/** Every minute: dispatches events whose kick was lost (the process died after the commit). */
export const AUTOMATION_SWEEP_QUEUE: QueueDefinition = {
  name: 'automation-sweep',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};
