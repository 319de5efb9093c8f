import { z } from 'zod';
import { LIST_LIMITS, TEXT_LIMITS, TOO_LONG } from '../limits';
import { cuid, dateOrInstant, email, id, instant, minorUnits } from '../primitives';

const addressText = (max: number) =>
  z.string().trim().min(1, { error: 'required' }).max(max, { error: TOO_LONG });

/** Address (part 1 §3). "address must be a full address object" (part 2 §5). */
export const addressSchema = z.object({
  id: id.optional(),
  address: addressText(TEXT_LIMITS.addressLine),
  street: addressText(TEXT_LIMITS.addressLine),
  number: addressText(TEXT_LIMITS.addressPart),
  postcode: addressText(TEXT_LIMITS.addressPart),
  city: addressText(TEXT_LIMITS.addressPart),
  state: z.string().max(TEXT_LIMITS.addressPart, { error: TOO_LONG }).nullable(),
  country: addressText(TEXT_LIMITS.addressPart),
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
});
export type Address = z.infer<typeof addressSchema>;

export const CUSTOM_FIELD_ENTITIES = ['CUSTOMERS', 'PARTICIPANTS'] as const;
export const CUSTOM_FIELD_TYPES = ['TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'] as const;

export const customFieldSchema = z.object({
  id,
  entity: z.enum(CUSTOM_FIELD_ENTITIES),
  type: z.enum(CUSTOM_FIELD_TYPES),
  title: z.string(),
  description: z.string().nullable().optional(),
  required: z.boolean(),
  active: z.boolean(),
  order: z.number().int(),
  pattern: z.string().nullable().optional(),
  choices: z.array(z.object({ id, label: z.string() })).default([]),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** "Custom data entry: field_id and data; data is a string" (at most a LONGTEXT answer). */
export const customDataEntrySchema = z.object({
  field_id: id,
  data: z.string().max(TEXT_LIMITS.longText, { error: TOO_LONG }),
});
/** The custom data a request carries: one entry per field, at most LIST_LIMITS.customData of them. */
export const customDataEntriesInput = z
  .array(customDataEntrySchema)
  .max(LIST_LIMITS.customData, { error: TOO_LONG });
export type CustomDataEntry = z.infer<typeof customDataEntrySchema>;

export const participantSchema = z.object({
  id,
  cuid,
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  birthdate: dateOrInstant.nullable(),
  custom_data: z.array(customDataEntrySchema).default([]),
  created_at: instant,
});
export type Participant = z.infer<typeof participantSchema>;

export const customerSchema = z.object({
  id,
  cuid,
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  email,
  phone: z.string(),
  address: addressSchema.nullable(),
  custom_data: z.array(customDataEntrySchema).default([]),
  created_at: instant,
  participants: z.array(participantSchema).default([]),
});
export type Customer = z.infer<typeof customerSchema>;

const counter = z.number().int().min(0);
/** Account counters (part 1 §3): they decide which account tabs show. */
export const accountCountersSchema = z.object({
  participants: counter,
  carts: counter,
  registrations: counter,
  bookings: counter,
  registrations_requests: counter,
  bundles: counter,
  vouchers: counter,
  available_vouchers: counter,
  memberships: counter,
  attendance_charges: counter,
});
export type AccountCounters = z.infer<typeof accountCountersSchema>;

export const paymentMethodsSchema = z.object({
  online: z.boolean(),
  bank_transfers: z.boolean(),
  bank_account: z.string().nullable(),
});

/** Wallet: amount in integer minor units. */
export const walletSchema = z.object({ amount: minorUnits.min(0) });
export type Wallet = z.infer<typeof walletSchema>;
