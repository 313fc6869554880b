type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Reads a body as Stripe's SDKs encode it: `application/x-www-form-urlencoded` with nested keys in
 * brackets (`metadata[orderId]=…`, `line_items[0][price_data][unit_amount]=2000`); numeric keys make arrays.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.split(/\[|\]\[|\]/).filter((key) => key !== '');
    let node: Record<string, FormValue> | FormValue[] = root;
    keys.forEach((key, index) => {
      const container = node as Record<string, FormValue>;
      if (index === keys.length - 1) {
        container[key] = value;
        return;
      }
      container[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {};
      node = container[key] as Record<string, FormValue>;
    });
  }
  return root;
}
