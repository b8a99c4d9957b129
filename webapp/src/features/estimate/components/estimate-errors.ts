import { fieldViolations } from '../../../lib/field-violations';
import type { EstimateValues } from '../api/use-submit-estimate';

export type EstimateField = keyof EstimateValues | 'uploadIds';
export type EstimateErrors = Partial<Record<EstimateField, string>>;

export const required = 'This field is required';

const requiredText: (keyof EstimateValues)[] = [
  'name', 'company', 'email', 'phone', 'projectName', 'city', 'country', 'structureType', 'drawingStatus', 'neededBy', 'software',
];
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// checkEstimate applies the server's rules with its messages before sending.
export function checkEstimate(v: EstimateValues): EstimateErrors {
  const errors: EstimateErrors = {};
  for (const field of requiredText) {
    if (!String(v[field]).trim()) errors[field] = required;
  }
  if (!errors.email && !emailShape.test(v.email.trim())) errors.email = 'Please enter a valid email address';
  if (v.services.length === 0) errors.services = required;
  if (v.deliverables.length === 0) errors.deliverables = required;
  if (v.software === 'OTHER' && !v.softwareOther.trim()) errors.softwareOther = required;
  return errors;
}

// The server names fields as the proto does (project_name); the form as camelCase.
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export function serverErrors(error: unknown): EstimateErrors {
  const errors: EstimateErrors = {};
  for (const [field, message] of Object.entries(fieldViolations(error))) {
    errors[camel(field) as EstimateField] = message;
  }
  return errors;
}
