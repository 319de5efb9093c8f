import type { z } from 'zod';
import type { CustomField, documentSchema } from '../../../core/schemas/index';
import type { DocumentElementJson } from '../../db/index';
import type { Executor } from '../account/account-scope';

/**
 * The organiser's document models (part 1 §3 Document): offered for one activity, or for every activity
 * when `activity_id` is null. Each element is organiser text (with {placeholders}) or a custom field the
 * customer fills before downloading; a CUSTOM_FIELD element marked `required` makes its field mandatory on
 * that document even when the field is optional elsewhere ("Document form: required custom fields are
 * mandatory").
 */

export interface DocumentElementModel {
  type: DocumentElementJson['type'];
  /** TEXT elements: the organiser's text, placeholders not yet resolved. */
  text: string | null;
  settings: { fontSize?: number; color?: string };
  custom_field_id: number | null;
  custom_field: CustomField | null;
}

export interface DocumentModel {
  id: number;
  cuid: string;
  title: string;
  description: string | null;
  icon: string | null;
  settings: {
    payment_requirement: 'DEPOSIT' | 'TOTAL' | null;
    date_requirement: 'AVAILABILITY_START' | 'AVAILABILITY_END' | null;
  };
  pages: Array<{ elements: DocumentElementModel[] }>;
}

/** The documents offered for an activity (or only the one with `documentId`), in the organiser's order. */
export async function documentModels(
  db: Executor,
  organiserId: number,
  activityId: number,
  documentId?: number,
): Promise<DocumentModel[]> {
  const rows = await db
    .selectFrom('documents')
    .selectAll()
    .where('organiser_id', '=', organiserId)
    .where((eb) => eb.or([eb('activity_id', 'is', null), eb('activity_id', '=', activityId)]))
    .$if(documentId !== undefined, (qb) => qb.where('id', '=', documentId ?? 0))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const fieldIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.pages.flatMap((page) =>
          page.elements.flatMap((element) =>
            element.type === 'CUSTOM_FIELD' && typeof element.custom_field_id === 'number'
              ? [element.custom_field_id]
              : [],
          ),
        ),
      ),
    ),
  ];
  const fields =
    fieldIds.length === 0
      ? []
      : await db
          .selectFrom('custom_fields')
          .selectAll()
          .where('organiser_id', '=', organiserId)
          .where('id', 'in', fieldIds)
          .execute();
  const fieldById = new Map(fields.map((field) => [field.id, field]));

  return rows.map((row) => ({
    id: row.id,
    cuid: row.cuid,
    title: row.title,
    description: row.description,
    icon: row.icon,
    settings: { payment_requirement: row.payment_requirement, date_requirement: row.date_requirement },
    pages: row.pages.map((page) => ({
      elements: page.elements.map((element): DocumentElementModel => {
        const field =
          element.type === 'CUSTOM_FIELD' && typeof element.custom_field_id === 'number'
            ? fieldById.get(element.custom_field_id)
            : undefined;
        return {
          type: element.type,
          text: element.type === 'TEXT' ? (element.text ?? '') : null,
          settings: element.settings ?? {},
          // A field the organiser deleted since leaves an element with nothing to ask or print.
          custom_field_id: field ? field.id : null,
          custom_field: field
            ? {
                id: field.id,
                entity: field.entity,
                type: field.type,
                title: field.title,
                description: field.description,
                required: field.required || element.required === true,
                active: field.active,
                order: field.order,
                pattern: field.pattern,
                choices: field.choices,
              }
            : null,
        };
      }),
    })),
  }));
}

/** The documents of the registration detail, in the contract's shape. */
export async function shapeDocuments(
  db: Executor,
  organiserId: number,
  activityId: number,
): Promise<Array<z.input<typeof documentSchema>>> {
  const models = await documentModels(db, organiserId, activityId);
  return models.map((model) => ({
    id: model.id,
    cuid: model.cuid,
    title: model.title,
    description: model.description,
    icon: model.icon,
    settings: model.settings,
    pages: model.pages.map((page) => ({
      elements: page.elements.map((element) => ({
        custom_field_id: element.custom_field_id,
        custom_field: element.custom_field,
      })),
    })),
  }));
}
