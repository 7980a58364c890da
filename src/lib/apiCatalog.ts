/**
 * The API catalog served at /.well-known/api-catalog (RFC 9727): a linkset (RFC 9264, JSON form)
 * whose anchor is the catalog itself, with one `item` per API, and one link context per API that
 * points at its description (`service-desc`), its documentation (`service-doc`) and, where
 * there is one, its status page (`status`), the relation types RFC 8631 defines.
 */

export const API_CATALOG_PATH = '/.well-known/api-catalog';
/** The profile RFC 9727 registers for catalogs, sent as the media type's `profile` parameter. */
export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727';
export const API_CATALOG_TYPE = `application/linkset+json; profile="${API_CATALOG_PROFILE}"`;

export interface LinkTarget {
  href: string;
  type?: string;
  title?: string;
}

/** One link context of a linkset: an anchor and its links, keyed by relation type. */
export type LinkContext = { anchor: string } & { [relation: string]: string | LinkTarget[] };

export interface Linkset {
  linkset: LinkContext[];
}

export interface CatalogApi {
  /** The API's own URL: an endpoint, or the entry page of a documentation set. */
  anchor: string;
  title: string;
  /** Machine-readable descriptions (OpenRPC, llms.txt, ...). */
  descriptions: LinkTarget[];
  /** Human-readable documentation. */
  docs: LinkTarget[];
  status?: string;
}

export function apiCatalog(siteUrl: string, apis: readonly CatalogApi[]): Linkset {
  const site = siteUrl.replace(/\/$/, '');
  const catalog: LinkContext = {
    anchor: `${site}${API_CATALOG_PATH}`,
    item: apis.map((api) => ({ href: api.anchor, title: api.title })),
  };
  const contexts = apis.map((api) => {
    const context: LinkContext = { anchor: api.anchor };
    if (api.descriptions.length > 0) context['service-desc'] = api.descriptions;
    if (api.docs.length > 0) context['service-doc'] = api.docs;
    if (api.status) context.status = [{ href: api.status }];
    return context;
  });
  return { linkset: [catalog, ...contexts] };
}

/**
 * Problems that make a document not a JSON linkset (RFC 9264 section 4.2): one `linkset` member
 * holding link context objects; each context's `anchor`, when present, is a string; every other
 * member is a relation type whose value is an array of target objects with a string `href`;
 * `hreflang` is an array of strings, `media`, `title` and `type` are strings, and any other
 * attribute (`title*`, extensions) is an array of objects with a string `value`.
 * Relation types are registered names (lowercase) or absolute URIs. An empty list means valid.
 */
export function linksetProblems(document: unknown): string[] {
  const problems: string[] = [];
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(document)) return ['the document is not a JSON object'];
  const keys = Object.keys(document);
  if (keys.length !== 1 || keys[0] !== 'linkset') problems.push('the document must have exactly one member, "linkset"');
  const contexts = document.linkset;
  if (!Array.isArray(contexts)) return [...problems, '"linkset" must be an array'];
  contexts.forEach((context, c) => {
    if (!isObject(context)) {
      problems.push(`linkset[${c}] is not an object`);
      return;
    }
    for (const [relation, value] of Object.entries(context)) {
      const where = `linkset[${c}].${relation}`;
      if (relation === 'anchor') {
        if (typeof value !== 'string') problems.push(`${where} must be a string`);
        continue;
      }
      if (!/^[a-z][a-z0-9.-]*$/.test(relation) && !/^[a-z][a-z0-9+.-]*:\S+$/i.test(relation)) {
        problems.push(`${where}: relation types are registered lowercase names or absolute URIs`);
      }
      if (!Array.isArray(value) || value.length === 0) {
        problems.push(`${where} must be a non-empty array of target objects`);
        continue;
      }
      value.forEach((target, t) => {
        if (!isObject(target)) return problems.push(`${where}[${t}] is not an object`);
        if (typeof target.href !== 'string' || target.href === '') problems.push(`${where}[${t}].href must be a non-empty string`);
        for (const [name, attr] of Object.entries(target)) {
          if (name === 'href') continue;
          const ok =
            name === 'hreflang'
              ? Array.isArray(attr) && attr.every((a) => typeof a === 'string')
              : ['media', 'title', 'type'].includes(name)
                ? typeof attr === 'string'
                : Array.isArray(attr) && attr.every((a) => isObject(a) && typeof a.value === 'string');
          if (!ok) problems.push(`${where}[${t}].${name} has the wrong shape`);
        }
        return undefined;
      });
    }
  });
  return problems;
}
