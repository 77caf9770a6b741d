// Small helpers over parse5's default tree (the one HTML parser of the renderer).
import type { DefaultTreeAdapterTypes as Parse5 } from 'parse5';

// The node types the renderer's other modules name; the helpers below take any parse5 node.
export type Document = Parse5.Document;
export type Element = Parse5.Element;
export type ParentNode = Parse5.ParentNode;
export type ChildNode = Parse5.ChildNode;

export const HTML_NS = 'http://www.w3.org/1999/xhtml';
export const SVG_NS = 'http://www.w3.org/2000/svg';

export function isElement(node: Parse5.Node): node is Element {
  return 'tagName' in node;
}

export function isText(node: Parse5.Node): node is Parse5.TextNode {
  return node.nodeName === '#text';
}

export function childrenOf(node: Parse5.Node): ChildNode[] {
  return 'childNodes' in node ? node.childNodes : [];
}

/** Depth-first, document order; `visit` returning false skips the element's subtree. */
export function walkElements(root: ParentNode, visit: (el: Element) => boolean | void): void {
  const stack: Parse5.Node[] = [...childrenOf(root)].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === undefined || !isElement(node)) continue;
    if (visit(node) === false) continue;
    const kids = node.tagName === 'template' && 'content' in node ? [(node as Parse5.Template).content] : node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) {
      const kid = kids[i];
      if (kid !== undefined) stack.push(kid);
    }
  }
}

export function getAttr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

/** Attribute name with its namespace prefix ("xlink:href"), lower-cased. */
export function attrName(attr: { name: string; prefix?: string }): string {
  return (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
}

export function removeNode(node: ChildNode): void {
  const parent = node.parentNode;
  if (!parent) return;
  const i = parent.childNodes.indexOf(node);
  if (i >= 0) parent.childNodes.splice(i, 1);
  node.parentNode = null;
}

export function findChild(parent: ParentNode, tagName: string): Element | undefined {
  return parent.childNodes.find((n): n is Element => isElement(n) && n.tagName === tagName);
}

export function textContent(node: Parse5.Node): string {
  if (isText(node)) return node.value;
  return childrenOf(node).map(textContent).join('');
}
