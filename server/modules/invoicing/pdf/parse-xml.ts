import { SaxesParser } from 'saxes';
import type { XmlNode } from '../cfdi/xml-node';

/**
 * Reads a stamped CFDI's XML text back into the element tree the engine writes (text content is
 * dropped: a CFDI carries everything in attributes). The stored XML is the source of truth of the
 * representation, so the PDF never prints a value the stamped document does not hold.
 */
export function parseXml(text: string): XmlNode {
  const parser = new SaxesParser();
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  parser.on('opentag', (tag) => {
    const node: XmlNode = {
      name: tag.name,
      attrs: Object.entries(tag.attributes as Record<string, string>),
      children: [],
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else root = node;
    if (!tag.isSelfClosing) stack.push(node);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  parser.write(text).close();
  if (!root) throw new Error('El XML no tiene elemento raíz.');
  return root;
}
