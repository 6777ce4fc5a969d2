/**
 * The page's code editor (CodeMirror 6), shared by the views: a single-line unit spec or a YAML
 * design. Each change of the text is checked at once (no lint delay): the view's `diagnose` gives
 * the problems, which are underlined in the text with their message in a tooltip, and each fix a
 * problem offers is a button in that tooltip (and in the lint panel, Ctrl-Shift-M / F8).
 */
import { yaml as yamlLanguage } from '@codemirror/lang-yaml';
import { linter, lintKeymap, setDiagnostics, setDiagnosticsEffect, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { Compartment, EditorState, Prec, StateEffect, type Extension, type Text } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { minimalSetup } from 'codemirror';
import { ruleGroups } from '../../src/editing/rule-items.js';

/** A change that repairs a problem: replace `from`..`to` (positions in the text) by `insert`. */
export interface EditorFix {
  readonly label: string;
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

/** A problem in the text, `from`..`to` being UTF-16 offsets (the library's span offsets). */
export interface EditorDiagnostic {
  readonly from: number;
  readonly to: number;
  readonly severity: 'error' | 'warning' | 'info';
  readonly message: string;
  readonly fixes?: readonly EditorFix[];
}

export interface EditorOptions {
  readonly parent: HTMLElement;
  readonly doc: string;
  /** The aria-label of the editable content. */
  readonly label: string;
  /** The id of the wrapper element the editor is built in (e.g. 'spec-editor'). */
  readonly id: string;
  /** Enter inserts no newline, and pasted line breaks become spaces. */
  readonly singleLine?: boolean;
  /** YAML highlighting (and line numbers). */
  readonly yaml?: boolean;
  /**
   * Called synchronously after each change of the text (each keystroke, `setText`, `insert`, a
   * fix), after `diagnose` ran on the same text. Not called for the starting `doc`.
   */
  readonly onChange: (text: string) => void;
  /**
   * The problems of a text: called synchronously for the starting text and for each changed text
   * (before `onChange`, so a view may keep the result to draw its own list from). Undefined means
   * they are not known yet (a big text read elsewhere): the current underlines stay, moved with
   * the change, until `refresh` is called.
   */
  readonly diagnose: (text: string) => readonly EditorDiagnostic[] | undefined;
  /**
   * Where the editor's specs are, to complete them with the rule tables' functions and modifiers
   * (spec-completion.ts, loaded on the editor's first focus): the whole line, or after `spec:`.
   */
  readonly completeSpecs?: 'line' | 'yaml';
}

export interface Editor {
  readonly view: EditorView;
  /** The current text. */
  text(): string;
  /** Replaces the whole text (the cursor goes to its end). */
  setText(text: string): void;
  /** Inserts a text at the cursor (replacing the selection) and puts the cursor after it; does not focus. */
  insert(text: string): void;
  /**
   * Runs `diagnose` again on the current text and redraws the underlines, for when the problems
   * changed without the text (a view's setting, such as the pricing profile, or the answer of a
   * check that ran elsewhere). No `onChange`.
   */
  refresh(): void;
  /**
   * Shows another document with its own undo history (a tab of the ship editor): a text starts a
   * new one, a state given back earlier comes back as it was. Gives the state that was shown; its
   * problems are checked again and `onChange` is called with the new text.
   */
  swap(next: string | EditorState): EditorState;
}

/** The offsets of a diagnostic clamped to a text of `length` characters. */
function clamp(position: number, length: number): number {
  return Math.max(0, Math.min(length, Math.trunc(Number.isFinite(position) ? position : 0)));
}

/**
 * A fix as a lint action. The action is given the problem's current range (edits since may have
 * moved it); a fix that covers exactly the problem's range follows it, another fix keeps its
 * offsets (the problems are recomputed on every change, so they are never stale for long).
 */
function actionOf(diagnostic: EditorDiagnostic, fix: EditorFix): NonNullable<LintDiagnostic['actions']>[number] {
  return {
    name: fix.label,
    apply(view, from, to) {
      const same = fix.from === diagnostic.from && fix.to === diagnostic.to;
      const length = view.state.doc.length;
      const start = clamp(same ? from : fix.from, length);
      const end = clamp(same ? to : fix.to, length);
      view.dispatch({ changes: { from: start, to: Math.max(start, end), insert: fix.insert }, selection: { anchor: start + fix.insert.length }, userEvent: 'input.fix' });
      view.focus();
    },
  };
}

/** The view's problems as CodeMirror lint diagnostics over `doc`. */
function lintDiagnostics(doc: Text, diagnostics: readonly EditorDiagnostic[]): LintDiagnostic[] {
  return diagnostics.map((d) => {
    const from = clamp(d.from, doc.length);
    const to = Math.max(from, clamp(d.to, doc.length));
    const lint: LintDiagnostic = { from, to, severity: d.severity, message: d.message };
    if (d.fixes !== undefined && d.fixes.length > 0) lint.actions = d.fixes.map((fix) => actionOf(d, fix));
    return lint;
  });
}

/** Makes an editor in a new `<div id=...>` appended to `parent`. */
export function createEditor(options: EditorOptions): Editor {
  const wrapper = document.createElement('div');
  wrapper.id = options.id;
  wrapper.className = options.singleLine === true ? 'editor single-line' : 'editor';
  options.parent.append(wrapper);

  // The string of the latest document, made once for `diagnose` and `onChange` (at 2 MB, each
  // `toString` takes tens of milliseconds).
  let last: { doc: Text; text: string } | undefined;
  const textOf = (doc: Text): string => {
    if (last?.doc !== doc) last = { doc, text: doc.toString() };
    return last.text;
  };

  /** The underlines of a text, or undefined while its problems are not known. */
  const check = (doc: Text): LintDiagnostic[] | undefined => {
    const found = options.diagnose(textOf(doc));
    return found === undefined ? undefined : lintDiagnostics(doc, found);
  };

  const extensions: Extension[] = [
    // The default keys, undo history, special characters shown, drawn selection, fallback highlighting.
    minimalSetup,
    // The problems come with each change (below), never from a delayed lint run.
    linter(null),
    keymap.of(lintKeymap),
    EditorView.contentAttributes.of({ 'aria-label': options.label, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
    // The problems of the new text ride in the same transaction as the change.
    EditorState.transactionExtender.of((tr) => {
      const found = tr.docChanged ? check(tr.newDoc) : undefined;
      return found === undefined ? null : { effects: setDiagnosticsEffect.of(found) };
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(textOf(update.state.doc));
    }),
  ];
  // Completion is a chunk of its own, fetched when the editor is first focused. Before the
  // single line's Enter, so that Enter takes an offered completion.
  const completion = new Compartment();
  // Once fetched, every state the editor shows has it (swap below): a state without it would meet
  // the completion's own timers, still running for the state before, with no field of theirs.
  let completing: Extension | undefined;
  const place = options.completeSpecs;
  if (place !== undefined) {
    let asked = false;
    // Ctrl-Space (as the completion's own keys) pressed before the chunk arrived: the list opens
    // once it has, if the editor still has the focus (else the keys would do nothing at all).
    let wanted = false;
    const want = (): boolean => (wanted = true);
    extensions.push(
      completion.of(keymap.of([{ key: 'Ctrl-Space', run: want }, { mac: 'Alt-`', run: want }, { mac: 'Alt-i', run: want }])),
      EditorView.focusChangeEffect.of((_state, focusing) => {
        if (focusing && !asked) {
          asked = true;
          void import('./spec-completion.js').then(
            (m) => {
              completing = m.specCompletion(place, ruleGroups());
              view.dispatch({ effects: completion.reconfigure(completing) });
              if (wanted && view.hasFocus) m.startCompletion(view);
              wanted = false;
            },
            () => (asked = false),
          );
        }
        return null;
      }),
    );
  }
  if (options.singleLine === true) {
    extensions.push(
      EditorView.contentAttributes.of({ 'aria-multiline': 'false' }),
      // A long spec wraps rather than scrolling sideways on a narrow screen.
      EditorView.lineWrapping,
      Prec.highest(keymap.of([{ key: 'Enter', run: () => true }])),
      // A pasted or dropped line break becomes a space: the text stays one line.
      EditorState.transactionFilter.of((tr) =>
        tr.docChanged && tr.newDoc.lines > 1
          ? [tr, { changes: { from: 0, to: tr.newDoc.length, insert: tr.newDoc.sliceString(0, tr.newDoc.length, ' ') }, sequential: true }]
          : tr,
      ),
    );
  } else {
    extensions.push(
      lineNumbers(),
      highlightActiveLine(),
      highlightActiveLineGutter(),
      EditorView.lineWrapping,
      // The text is focusable anyway (it is editable); saying so in a tabindex lets checkers such
      // as axe-core see that the box the editor scrolls in holds something a keyboard reaches.
      EditorView.contentAttributes.of({ tabindex: '0' }),
    );
  }
  if (options.yaml === true) extensions.push(yamlLanguage());

  const doc = options.singleLine === true ? options.doc.replace(/\r\n|\r|\n/g, ' ') : options.doc;
  const view = new EditorView({ parent: wrapper, state: EditorState.create({ doc, extensions }) });
  /** Where each state swapped out was scrolled to (see `swap`). */
  const scrolls = new WeakMap<EditorState, StateEffect<unknown>>();
  const refresh = (): void => {
    const found = check(view.state.doc);
    if (found !== undefined) view.dispatch(setDiagnostics(view.state, found));
  };
  refresh();

  return {
    view,
    text: () => textOf(view.state.doc),
    setText(text) {
      const next = options.singleLine === true ? text.replace(/\r\n|\r|\n/g, ' ') : text;
      if (next === textOf(view.state.doc)) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next }, selection: { anchor: next.length } });
    },
    insert(text) {
      view.dispatch(view.state.replaceSelection(text), { scrollIntoView: true, userEvent: 'input' });
    },
    refresh,
    swap(next) {
      const old = view.state;
      // Each document keeps its place in the editor's box: a state given back scrolls back to where
      // it was left, a new text starts at its top (the box would otherwise keep the last one's offset).
      scrolls.set(old, view.scrollSnapshot());
      const back = typeof next === 'string' ? undefined : scrolls.get(next);
      view.setState(typeof next === 'string' ? EditorState.create({ doc: next, extensions }) : next);
      if (back !== undefined) view.dispatch({ effects: back });
      else view.scrollDOM.scrollTop = 0;
      if (completing !== undefined && completion.get(view.state) !== completing) view.dispatch({ effects: completion.reconfigure(completing) });
      refresh();
      options.onChange(textOf(view.state.doc));
      return old;
    },
  };
}
