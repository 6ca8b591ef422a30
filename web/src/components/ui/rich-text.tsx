import { Fragment, type ReactNode } from 'react';
import { parseRichText, type RichNode } from '@tessera/shared';

/** React elements of the allow-list's tree: the only way a stored answer's markup reaches the page. */
export function richTextElements(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    const children = richTextElements(node.children);
    switch (node.tag) {
      case 'br':
        return <br key={index} />;
      case 'a':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        );
      default: {
        const Tag = node.tag;
        return <Tag key={index}>{children}</Tag>;
      }
    }
  });
}

/**
 * A stored rich-text answer shown as formatted text (docs/adr/0023-rich-text-answers.md): read through shared's
 * allow-list (p, br, strong, em, ul, ol, li, http/https/mailto links) into React elements, never set as HTML.
 * Plain text answers show as they are (line breaks kept by the class's white-space).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{richTextElements(parseRichText(html))}</div>;
}

/** The same tree as DOM nodes (the editor's starting content): built node by node, never from an HTML string. */
export function appendRichText(parent: Node, nodes: readonly RichNode[]): void {
  const document = parent.ownerDocument ?? (parent as Document);
  for (const node of nodes) {
    if (typeof node === 'string') {
      parent.appendChild(document.createTextNode(node));
      continue;
    }
    const element = document.createElement(node.tag);
    if (node.tag === 'a' && node.href) {
      element.setAttribute('href', node.href);
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    appendRichText(element, node.children);
    parent.appendChild(element);
  }
}
