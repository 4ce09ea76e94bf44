/** A positive whole number from a route parameter (/discount/{id}, /faq/{id}, /main/{id}), or null. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
