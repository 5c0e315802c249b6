/**
 * The three records of the specification (sidebar item, version record,
 * page record), derived from what the docs plugin loaded. Pure functions:
 * the plugin in `index.ts` feeds them and writes their result to disk.
 */
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

export interface SidebarLinkRecord {
  type: 'link';
  label: string;
  href: string;
  /** Id of the doc the link opens; null for links that leave the site. */
  docId: string | null;
  unlisted: boolean;
}

export interface SidebarCategoryRecord {
  type: 'category';
  label: string;
  items: SidebarItemRecord[];
  collapsed: boolean;
  collapsible: boolean;
  /** Present when the category has a landing page. */
  href?: string;
  /** Present when the category's metadata sets one. */
  description?: string;
}

export type SidebarItemRecord = SidebarLinkRecord | SidebarCategoryRecord;

export interface VersionRecord {
  pluginId: string;
  version: string;
  label: string;
  banner: string | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  docsSidebars: Record<string, SidebarItemRecord[]>;
}

export interface PageRecord {
  id: string;
  title: string;
  description: string;
  sidebar: string;
}

export function toSidebarItemRecord(item: PropSidebarItem): SidebarItemRecord {
  switch (item.type) {
    case 'link':
      return {
        type: 'link',
        label: item.label,
        href: item.href,
        docId: item.docId ?? null,
        unlisted: item.unlisted ?? false,
      };
    case 'category':
      return {
        type: 'category',
        label: item.label,
        items: item.items.map(toSidebarItemRecord),
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        ...(item.href !== undefined && {href: item.href}),
        ...(item.description !== undefined && {description: item.description}),
      };
    default:
      throw new Error(
        `Sidebar item of type "${item.type}" has no record shape; only links and categories are allowed in the sidebar.`,
      );
  }
}

export function toVersionRecord(prop: PropVersionMetadata): VersionRecord {
  return {
    pluginId: prop.pluginId,
    version: prop.version,
    label: prop.label,
    banner: prop.banner,
    badge: prop.badge,
    noIndex: prop.noIndex,
    className: prop.className,
    isLast: prop.isLast,
    docsSidebars: Object.fromEntries(
      Object.entries(prop.docsSidebars).map(([name, items]) => [name, items.map(toSidebarItemRecord)]),
    ),
  };
}

/** One record per page, ordered by id so that the file diffs cleanly. */
export function toPageRecords(prop: PropVersionMetadata): PageRecord[] {
  return Object.values(prop.docs)
    .map((doc) => {
      if (!doc.sidebar) {
        throw new Error(`Page "${doc.id}" is in no sidebar; every page belongs to the "docs" sidebar.`);
      }
      return {
        id: doc.id,
        title: doc.title,
        description: doc.description ?? '',
        sidebar: doc.sidebar,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
