/** JSON text made safe to sit inside a script element: no `</script>`, and no line separators older parsers refuse. */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A value as JSON made safe to sit inside a script element. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}
