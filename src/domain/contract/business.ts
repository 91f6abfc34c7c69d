import * as v from 'valibot';

/** Employee (01 §3.10), as POST /v1/business/employee/search answers it. */
export const EmployeeSchema = v.object({
  id: v.number(),
  name: v.string(),
  work_title: v.nullable(v.string()),
  status: v.picklist(['active', 'inactive', 'suspended']),
});
export type Employee = v.InferOutput<typeof EmployeeSchema>;

/** Service (product) of 01 §3.10, as POST /v1/product/product/search answers it. */
export const ServiceSchema = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  duration_mins: v.nullable(v.number()),
  status: v.picklist(['active', 'inactive']),
  waitlistStatus: v.picklist(['active', 'inactive']),
  type: v.picklist(['service', 'physical']),
  color: v.nullable(v.string()),
  /** Ids of the employees who perform it (empty: anyone). */
  user_ids: v.array(v.number()),
});
export type Service = v.InferOutput<typeof ServiceSchema>;
