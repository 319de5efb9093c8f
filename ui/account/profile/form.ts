import type { z } from 'zod';
import { failureFields } from '../../../adapters/http/index';
import { VALIDATION_KEYS } from '../../../core/schemas/index';
import { type FieldErrors, fieldErrors } from '../../forms/form';

export type { FieldErrors };

const CUSTOM_DATA = 'custom_data.';

/**
 * The field errors of a failed parse, by control name (`firstname`, `address`, `custom_data.12`). A value
 * never given (`missing`) is required rather than malformed: an address never chosen in the list, an
 * empty birthdate.
 */
export function parseErrors(error: z.ZodError, missing: readonly string[] = []): FieldErrors {
  const found = fieldErrors(error);
  for (const name of missing) {
    const under = Object.keys(found).some((key) => key === name || key.startsWith(`${name}.`));
    if (!under) continue;
    for (const key of Object.keys(found)) if (key.startsWith(`${name}.`)) delete found[key];
    found[name] = VALIDATION_KEYS.required;
  }
  return found;
}

/**
 * The field details of a refused call (EMAIL_TAKEN on email, VALIDATION_FAILED with `custom_data.12`…),
 * named as the controls are; an address reported part by part (`address.street`) shows on the address.
 */
export function refusalErrors(error: unknown): FieldErrors {
  const found: FieldErrors = {};
  for (const [name, code] of Object.entries(failureFields(error))) {
    const control = name.startsWith('address.') ? 'address' : name;
    found[control] ??= code;
  }
  return found;
}

/** The custom-field errors by field id, as CustomFieldInputs takes them. */
export function customFieldErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(CUSTOM_DATA))
      .map(([name, code]) => [name.slice(CUSTOM_DATA.length), code]),
  );
}
