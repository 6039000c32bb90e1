import { useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { Button } from '../../../components/button';
import { TextArea } from '../../../components/field';
import styles from './content-form.module.css';

interface Format {
  label: string;
  title: string;
  open: string;
  close: string;
}

/** The formats the FAQ allows (the contract's allow-list): each wraps the selected text. */
const FORMATS: Format[] = [
  { label: 'Parágrafo', title: 'Parágrafo', open: '<p>', close: '</p>' },
  { label: 'N', title: 'Negrito', open: '<strong>', close: '</strong>' },
  { label: 'I', title: 'Itálico', open: '<em>', close: '</em>' },
  { label: 'S', title: 'Sublinhado', open: '<u>', close: '</u>' },
  { label: 'Título', title: 'Título', open: '<h3>', close: '</h3>' },
  { label: 'Lista', title: 'Lista com marcadores', open: '<ul>\n<li>', close: '</li>\n</ul>' },
  { label: 'Lista 1.', title: 'Lista numerada', open: '<ol>\n<li>', close: '</li>\n</ol>' },
];

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
  /** Sets the whole text (after a button wrapped the selection). */
  onValue: (value: string) => void;
};

/**
 * A small rich-text editor: the answer's HTML in a textarea, with buttons that wrap the selection
 * in the formats the FAQ allows, and a link button that asks for an http(s) address.
 */
export function RichTextEditor({ onValue, ref, ...textarea }: Props) {
  const inner = useRef<HTMLTextAreaElement | null>(null);

  const wrap = (open: string, close: string) => {
    const el = inner.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    const next = value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end);
    onValue(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + open.length, end + open.length);
    });
  };

  const link = () => {
    const url = window.prompt('Endereço do link (https://…)', 'https://');
    if (!url) return;
    if (!/^(https?:\/\/|mailto:|tel:)/i.test(url.trim())) {
      window.alert('Use um endereço que comece com http:// ou https://.');
      return;
    }
    wrap(`<a href="${url.trim().replace(/"/g, '&quot;')}">`, '</a>');
  };

  return (
    <div>
      <div className={styles.toolbar} role="toolbar" aria-label="Formatação da resposta">
        {FORMATS.map((f) => (
          <Button
            key={f.title}
            size="sm"
            variant="secondary"
            title={f.title}
            aria-label={f.title}
            onClick={() => wrap(f.open, f.close)}
          >
            {f.label}
          </Button>
        ))}
        <Button size="sm" variant="secondary" title="Link" aria-label="Link" onClick={link}>
          Link
        </Button>
      </div>
      <TextArea
        className={styles.editor}
        ref={(el) => {
          inner.current = el;
          if (typeof ref === 'function') ref(el);
          else if (ref) ref.current = el;
        }}
        {...textarea}
      />
    </div>
  );
}
