/** What a form that puts a line in the cart holds in its machine's context. */
interface CartFormContext {
  values: unknown;
  errors: unknown;
  error: unknown;
  message: unknown;
}

type CartFormView<Context extends CartFormContext> = Pick<
  Context,
  'values' | 'errors' | 'error' | 'message'
> & {
  submitting: boolean;
  /** The line is in the cart; any change makes the form editable again. */
  added: boolean;
};

/**
 * What every add-to-cart form (an availability's, a resource booking's) shows of its state, from the machine's
 * context and tags (never its state names).
 */
export function connectCartForm<Context extends CartFormContext>(snapshot: {
  context: Context;
  hasTag(tag: 'submitting' | 'added'): boolean;
}): CartFormView<Context> {
  const { context } = snapshot;
  return {
    values: context.values,
    errors: context.errors,
    error: context.error,
    message: context.message,
    submitting: snapshot.hasTag('submitting'),
    added: snapshot.hasTag('added'),
  };
}
