/**
 * The admin panel shows a picture the owner has chosen before it is uploaded, through a `blob:` URL
 * (URL.createObjectURL). The shop's Content-Security-Policy forbids `blob:` images everywhere else: a
 * storefront page has no reason to show one, so an injected one stays blocked there. Only the admin's
 * pages get `blob:` added to the img-src that helmet set for every answer.
 */
export function isAdminPage(pathname: string): boolean {
  return pathname === '/admin' || (pathname.startsWith('/admin/') && !pathname.startsWith('/admin/api/') && !pathname.startsWith('/admin/uploads/'));
}

export function withBlobImages(policy: string): string {
  return policy.replace(/(^|;)\s*img-src([^;]*)/, (_all, start: string, sources: string) => `${start}img-src${sources.trimEnd()} blob:`);
}
