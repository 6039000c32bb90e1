import { Bold, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/field';
import fieldStyles from '../../../components/field.module.css';
import styles from './rich-text-editor.module.css';

/** The formats of the toolbar: tags of the FAQ's allow-list (FAQ_HTML_TAGS) only. */
type Tool = 'strong' | 'em' | 'a' | 'ul' | 'ol';

const TOOLS: { tool: Tool; label: string; icon: LucideIcon; keys?: string }[] = [
  { tool: 'strong', label: 'Negrito', icon: Bold, keys: 'Ctrl+B' },
  { tool: 'em', label: 'Itálico', icon: Italic, keys: 'Ctrl+I' },
  { tool: 'a', label: 'Link', icon: Link2, keys: 'Ctrl+K' },
  { tool: 'ul', label: 'Lista com marcadores', icon: List },
  { tool: 'ol', label: 'Lista numerada', icon: ListOrdered },
];

const LINK_SCHEMES = /^(https?:\/\/\S+|mailto:\S+|tel:\S+)$/i;
export const LINK_MESSAGE = 'Use um endereço que comece com https://, http://, mailto: ou tel:.';

/** True when the caret sits inside an open `<tag …>` of `before` (the text up to the caret). */
function inside(before: string, tag: Tool): boolean {
  const open = Math.max(before.lastIndexOf(`<${tag}>`), before.lastIndexOf(`<${tag} `));
  return open > before.lastIndexOf(`</${tag}>`);
}

const escapeAttribute = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onSelect'> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
  /** Sets the whole text (after a button wrapped the selection). */
  onValue: (value: string) => void;
};

/**
 * The FAQ answer's editor: its HTML in a text area with a toolbar attached above it (bold, italic,
 * link, lists). A button wraps the selection in the format, or takes it off when the caret is
 * already inside it; each button says whether the caret's text has its format (`aria-pressed`).
 * The toolbar is one tab stop, its buttons reached with the arrow keys (Home/End to the ends);
 * Ctrl+B, Ctrl+I and Ctrl+K work in the text. A link asks for its address in a row under the
 * toolbar, which accepts http(s), mailto and tel as the server's sanitiser does.
 */
export function RichTextEditor({ label, error, onValue, ref, className, ...textarea }: Props) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState<Set<Tool>>(new Set());
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  /** The words the link will be on, taken when the link row opens. */
  const linkRange = useRef({ start: 0, end: 0 });
  const [urlError, setUrlError] = useState<string | null>(null);
  /** The text area's selection: it keeps it while the toolbar or the link row has the focus. */
  const selected = () => ({
    start: inner.current?.selectionStart ?? 0,
    end: inner.current?.selectionEnd ?? 0,
  });
  const toolbarId = useId();
  const urlId = useId();

  const readCaret = () => {
    const el = inner.current;
    if (!el) return;
    const before = el.value.slice(0, el.selectionStart);
    setActive(new Set(TOOLS.map((t) => t.tool).filter((tool) => inside(before, tool))));
  };

  /** Replaces [start, end) with `text`, then selects [selectStart, selectEnd) of the new text. */
  const splice = (start: number, end: number, text: string, select: [number, number]) => {
    const el = inner.current;
    if (!el) return;
    onValue(el.value.slice(0, start) + text + el.value.slice(end));
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + select[0], start + select[1]);
      readCaret();
    });
  };

  const wrap = (open: string, close: string) => {
    const { start, end } = selected();
    const text = inner.current?.value.slice(start, end) ?? '';
    splice(start, end, open + text + close, [open.length, open.length + text.length]);
  };

  /** Takes `tag` off around the caret: the nearest open tag before it and its close after it. */
  const unwrap = (tag: Tool) => {
    const el = inner.current;
    if (!el) return;
    const value = el.value;
    const { start, end } = selected();
    const before = value.slice(0, start);
    const open = Math.max(before.lastIndexOf(`<${tag}>`), before.lastIndexOf(`<${tag} `));
    const openEnd = value.indexOf('>', open) + 1;
    const close = value.indexOf(`</${tag}>`, end);
    if (open < 0 || openEnd <= 0 || close < 0) return;
    const content = value.slice(openEnd, close);
    const removed = openEnd - open;
    splice(open, close + tag.length + 3, content, [start - removed, end - removed]);
  };

  const list = (tag: 'ul' | 'ol') => {
    const { start, end } = selected();
    const lines = (inner.current?.value.slice(start, end) ?? '').split('\n').filter(Boolean);
    const items = (lines.length ? lines : ['']).map((l) => `<li>${l}</li>`).join('\n');
    const text = `<${tag}>\n${items}\n</${tag}>`;
    // An empty list leaves the caret in its one item.
    const caret = lines.length ? text.length : tag.length + 7;
    splice(start, end, text, [caret, caret]);
  };

  const openLink = () => {
    linkRange.current = selected();
    setUrl('https://');
    setUrlError(null);
    setLinkOpen(true);
  };

  const insertLink = () => {
    const address = url.trim();
    if (!LINK_SCHEMES.test(address)) {
      setUrlError(LINK_MESSAGE);
      return;
    }
    setLinkOpen(false);
    const { start, end } = linkRange.current;
    const text = inner.current?.value.slice(start, end) || address;
    const open = `<a href="${escapeAttribute(address)}">`;
    splice(start, end, `${open}${text}</a>`, [open.length, open.length + text.length]);
  };

  const apply = (tool: Tool) => {
    if (active.has(tool) && tool !== 'a') return unwrap(tool);
    if (tool === 'a') return active.has('a') ? unwrap('a') : openLink();
    if (tool === 'ul' || tool === 'ol') return list(tool);
    return wrap(`<${tool}>`, `</${tool}>`);
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = TOOLS.length - 1;
    const next = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const onTextKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const tool = ({ b: 'strong', i: 'em', k: 'a' } as const)[event.key.toLowerCase()];
    if (!tool) return;
    event.preventDefault();
    readCaret();
    apply(tool);
  };

  return (
    <FieldFrame label={label} error={error} className={className}>
      {({ id, describedBy }) => (
        <div className={styles.box} data-invalid={error ? true : undefined}>
          <div
            id={toolbarId}
            className={styles.toolbar}
            role="toolbar"
            aria-label="Formatação da resposta"
            aria-controls={id}
            onKeyDown={onToolbarKey}
          >
            {TOOLS.map(({ tool, label: name, icon: Icon, keys }, index) => (
              <button
                key={tool}
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                className={styles.tool}
                aria-label={name}
                aria-pressed={active.has(tool)}
                aria-keyshortcuts={keys?.replace('Ctrl', 'Control')}
                title={keys ? `${name} (${keys})` : name}
                tabIndex={index === focusIndex ? 0 : -1}
                onFocus={() => setFocusIndex(index)}
                // The text area keeps its selection: the button never takes it on a mouse click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => apply(tool)}
              >
                <Icon size={16} aria-hidden="true" />
              </button>
            ))}
          </div>
          {linkOpen ? (
            <div className={styles.linkRow} role="group" aria-label="Inserir link">
              <label htmlFor={urlId}>Endereço do link</label>
              <input
                id={urlId}
                className={fieldStyles.input}
                type="url"
                value={url}
                autoFocus
                aria-invalid={urlError ? true : undefined}
                aria-describedby={urlError ? `${urlId}-error` : undefined}
                onChange={(event) => setUrl(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    insertLink();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    setLinkOpen(false);
                    inner.current?.focus();
                  }
                }}
              />
              <Button size="sm" onClick={insertLink}>
                Inserir link
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setLinkOpen(false);
                  inner.current?.focus();
                }}
              >
                Cancelar
              </Button>
              {urlError ? (
                <p id={`${urlId}-error`} className={fieldStyles.error}>
                  {urlError}
                </p>
              ) : null}
            </div>
          ) : null}
          <textarea
            id={id}
            className={`${fieldStyles.input} ${styles.text}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            ref={(el) => {
              inner.current = el;
              if (typeof ref === 'function') ref(el);
              else if (ref) ref.current = el;
            }}
            {...textarea}
            onSelect={readCaret}
            onKeyUp={readCaret}
            onClick={readCaret}
            onKeyDown={onTextKey}
          />
        </div>
      )}
    </FieldFrame>
  );
}
