/**
 * Whether a booking type's name already says its length ("Italian lesson 50 min", as TidyCal's
 * types are often named): a lesson line then shows the name alone, not "…50 min, 50 min".
 */
export const namesItsLength = (name: string, minutes: number): boolean =>
  new RegExp(`(^|\\D)${Math.trunc(minutes)}(\\D|$)`).test(name);
