import { z } from 'zod';

/**
 * A schema written at the top of a module but made when first used, not when the module loads (decision 46): a zod
 * lazy schema, whose own making is a fraction of an object's with its fields and checks. A page loads the contract
 * modules of many calls and uses few of their schemas at first, and making them was most of the time the site's
 * start-up module took on a phone.
 */
export function lazySchema<T extends z.ZodType>(make: () => T): z.ZodLazy<T> {
  return z.lazy(make);
}
