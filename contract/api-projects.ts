/**
 * The worker's projects: the home project setting home shows (docs/spec-notes.md §3), the projects of the worker's
 * contracts and the choice of the home one (decision 057: api-common.ts says how schemas are written).
 * Kept apart from api-accounts.ts so that home, a first screen, loads only these few shapes.
 */
import * as v from 'valibot';
import { ruled } from './api-common.ts';

/** GET /users/projects: a project of the worker's contracts, the home one marked. */
export const WorkerProjectSchema = v.object({
  customerCode: v.string(),
  customerName: v.string(),
  corporationName: v.string(),
  projectCode: v.string(),
  projectName: v.string(),
  projectAddress: v.string(),
  home: v.boolean(),
});
export type WorkerProject = v.InferOutput<typeof WorkerProjectSchema>;

export const WorkerProjectListSchema = v.object({ items: v.array(WorkerProjectSchema) });

/** PUT /users/homeProject */
export const HomeProjectRequestSchema = v.object({ projectCode: ruled((value) => (value.trim() === '' ? 'siteRequired' : null), 40) });

/** GET /users/homeProjectSetting (docs/spec-notes.md §3): the worker's home project, with its customer and corporation. */
export const HomeProjectSettingSchema = v.object({
  customerCode: v.string(),
  customerName: v.string(),
  corporationCode: v.string(),
  corporationName: v.string(),
  projectCode: v.string(),
  projectName: v.string(),
  projectAddress: v.string(),
});
export type HomeProjectSetting = v.InferOutput<typeof HomeProjectSettingSchema>;
