/** The results page's address for a query; the header's form and its suggestions both open it. */
export const searchPath = (q: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search');
