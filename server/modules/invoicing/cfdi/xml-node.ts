/**
 * A minimal XML element tree: the CFDI builder produces it, the serializer writes it and the
 * cadena original reads it, so that the three always agree on the same values.
 */
export interface XmlNode {
  name: string;
  /** In the order they are written; an attribute whose value is undefined is left out. */
  attrs: [string, string][];
  children: XmlNode[];
}

export type AttrValues = Record<string, string | number | undefined>;

export function element(name: string, attrs: AttrValues, children: (XmlNode | undefined)[] = []): XmlNode {
  return {
    name,
    attrs: Object.entries(attrs).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)] as [string, string]],
    ),
    children: children.filter((child): child is XmlNode => child !== undefined),
  };
}

export const attr = (node: XmlNode, name: string) => node.attrs.find(([key]) => key === name)?.[1];

export const childrenNamed = (node: XmlNode, name: string) =>
  node.children.filter((child) => child.name === name);

/** Sets (or replaces) an attribute, keeping its place, or inserting it after `after` when new. */
export function setAttr(node: XmlNode, name: string, value: string, after?: string): XmlNode {
  if (attr(node, name) !== undefined) {
    return { ...node, attrs: node.attrs.map(([key, old]) => [key, key === name ? value : old]) };
  }
  const at = after === undefined ? node.attrs.length : node.attrs.findIndex(([key]) => key === after) + 1;
  return { ...node, attrs: [...node.attrs.slice(0, at), [name, value], ...node.attrs.slice(at)] };
}

// Tabs and line breaks are written as character references so that a parser keeps them (a literal
// one would be normalised to a space before the cadena's normalize-space sees it: same result).
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};
const escapeAttr = (value: string) => value.replace(/[&<>"\t\n\r]/g, (char) => ESCAPES[char] ?? char);

function write(node: XmlNode): string {
  const attrs = node.attrs.map(([key, value]) => ` ${key}="${escapeAttr(value)}"`).join('');
  if (node.children.length === 0) return `<${node.name}${attrs}/>`;
  return `<${node.name}${attrs}>${node.children.map(write).join('')}</${node.name}>`;
}

export const serializeXml = (root: XmlNode) => `<?xml version="1.0" encoding="UTF-8"?>\n${write(root)}`;
