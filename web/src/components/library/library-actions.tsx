import {
  Archive,
  ArrowUpRight,
  Check,
  Copy,
  FolderInput,
  Pencil,
  Send,
  Trash2,
  Undo2,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { errorText, isApiError } from '../../lib/api-error';
import { useLocale, type Params } from '../../lib/i18n';
import { ActionMenu, type ActionMenuItem } from '../ui/action-menu';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast';
import { ActionFailedDialog } from './action-failed-dialog';

/**
 * The row actions of a node library's list (rubrics, templates; ADR 0025) and the dialogs they open: the spec's
 * modals (spec 2 §2, §4, §8) in one place, configured by each feature with its actions and its sentences. A
 * row offers exactly the actions the server's flags allow (the feature's `allowed`), in the feature's order;
 * each action goes somewhere, changes at once, asks first (after an eligibility check, when it has one), or
 * opens its own dialog; every change's sentence shows as a snackbar; a refusal shows in one failure dialog,
 * which offers to read the list again when someone else changed the item meanwhile.
 */

/** What a list row of any library has. */
export interface LibraryItem {
  id: string;
  title: string;
  version: number;
  /** The row of a transfer waiting on the listed node (the same item may have its own row too). */
  incoming: boolean;
  transfer: { from_node: { text: string }; to_node: { text: string } } | null;
}

/** A change answers the sentence the snackbar shows. */
export interface LibraryChange {
  message: string;
}

/** What an action's own dialog is given: its item, and how to end. */
export interface LibraryDialogProps<Item> {
  item: Item;
  close: () => void;
  /** The change is done: close and show its sentence. */
  done: (message: string) => void;
  /** The change was refused: close and show why. */
  failed: (error: unknown) => void;
  /** The row's actions button, where focus goes back to. */
  returnFocus: () => HTMLElement | null;
}

/** How an action asks first: "`<id>.title`", "`<id>.confirm`" (with the title, the transfer's nodes, `params`). */
export interface LibraryAsk<Item> {
  params?: (item: Item) => Params;
  /** The red button (default: not for publish, unpublish and accept). */
  destructive?: boolean;
  /**
   * The eligibility check first (spec 2 §4 "Unpublish first checks eligibility", §8 "not deletable"): the
   * server's sentence saying why not (the "`<id>.cannotTitle`" modal), or null to ask.
   */
  check?: (item: Item) => Promise<string | null>;
  /**
   * A 409 with this code asks again with the server's sentence and this confirm label (a template accepted
   * where some of its rubrics cannot go): the change then runs `again`.
   */
  again?: { code: string; label: string };
}

interface ActionLook {
  icon?: LucideIcon;
  /** Red in the menu: the action loses something (it still asks first). */
  destructive?: boolean;
}

/**
 * What choosing an action does, the first of: go somewhere (`select`); ask first (`ask`), then `run` the change;
 * `run` the change at once; open the action's own `dialog`.
 */
export interface LibraryAction<Item> extends ActionLook {
  select?: (item: Item) => void;
  ask?: LibraryAsk<Item>;
  /** The change; `again` once the server asked to confirm once more (LibraryAsk's `again`). */
  run?: (item: Item, options: { again: boolean }) => Promise<LibraryChange>;
  dialog?: (props: LibraryDialogProps<Item>) => ReactNode;
  /** What a refused change (or its check) says, when not the server's sentence (spec 2 §8 "Something went wrong."). */
  failureText?: (error: unknown) => string;
}

/** The lifecycle's actions look the same in every library. */
const LOOKS: Record<string, ActionLook> = {
  edit: { icon: Pencil },
  publish: { icon: Send },
  unpublish: { icon: Undo2 },
  accept: { icon: Check },
  reject: { icon: X },
  copy: { icon: Copy },
  move: { icon: ArrowUpRight },
  transfer: { icon: FolderInput },
  archive: { icon: Archive, destructive: true },
  delete: { icon: Trash2, destructive: true },
};
const GENTLE_ASKS = new Set(['publish', 'unpublish', 'accept']);

/**
 * The sentences the library reads from the feature's namespace: its chrome and, per action `<id>`, the menu
 * label `actions.<id>`; per asking action `<id>.title` and `<id>.confirm`; per checked one `<id>.cannotTitle`.
 * Typed from the feature's action names, so a missing sentence fails the type-check.
 */
export type LibraryTranslate<Id extends string, Asked extends string = never, Checked extends string = never> = (
  key:
    | 'ok'
    | 'reload'
    | 'failedTitle'
    | 'actions.menu'
    | `actions.${Id}`
    | `${Asked}.title`
    | `${Asked}.confirm`
    | `${Checked}.cannotTitle`,
  params?: Params,
) => string;

export interface LibraryActionsConfig<Item, Id extends string, Asked extends Id, Checked extends Asked> {
  t: LibraryTranslate<Id, Asked, Checked>;
  /** The rows' menu buttons are `<idPrefix>-actions-<id>-<own|in>`, so focus can go back to them. */
  idPrefix: string;
  /** The code of the server's 409 "someone changed it meanwhile", which offers to read the list again. */
  staleCode: string;
  /** The menu button's visible text (the icon alone when absent). */
  menuText?: string;
  /** The actions a row offers, in menu order: exactly what the server's flags allow. */
  allowed: (item: Item) => readonly Id[];
  actions: {
    [K in Id]: K extends Asked
      ? LibraryAction<Item> & Required<Pick<LibraryAction<Item>, 'ask' | 'run'>>
      : LibraryAction<Item>;
  };
  onReload: () => void;
}

type Opened<Item, Id> = { id: Id; item: Item; cannot?: string; again?: string };

export function useLibraryActions<
  Item extends LibraryItem,
  Id extends string,
  Asked extends Id = never,
  Checked extends Asked = never,
>(config: LibraryActionsConfig<Item, Id, Asked, Checked>) {
  const { t } = config;
  const actionOf = (id: Id): LibraryAction<Item> => config.actions[id];
  const locale = useLocale();
  const toast = useToast();
  const [opened, setOpened] = useState<Opened<Item, Id> | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean; menu: string } | null>(null);

  const menuId = (item: Item) => `${config.idPrefix}-actions-${item.id}-${item.incoming ? 'in' : 'own'}`;
  const returnFocus = () => (opened ? document.getElementById(menuId(opened.item)) : null);
  const close = () => setOpened(null);

  const fail = (item: Item, error: unknown, text = errorText(error, locale)) => {
    setOpened(null);
    setFailure({
      text,
      stale: isApiError(error) && error.status === 409 && error.code === config.staleCode,
      menu: menuId(item),
    });
  };
  const done = (message: string) => {
    setOpened(null);
    toast.show(message);
  };

  /** Runs a change; its sentence is the snackbar; a 409 the action asks again on reopens it with the server's sentence. */
  const change = async (id: Id, item: Item, run: () => Promise<LibraryChange>) => {
    setPending(true);
    try {
      done((await run()).message);
    } catch (error) {
      const action = actionOf(id);
      const again = action.ask?.again;
      if (again && isApiError(error) && error.status === 409 && error.code === again.code) {
        setOpened({ id, item, again: error.message });
      } else fail(item, error, action.failureText?.(error));
    } finally {
      setPending(false);
    }
  };

  const ask = async (id: Id, item: Item, spec: LibraryAsk<Item>) => {
    if (!spec.check) return setOpened({ id, item });
    try {
      const refusal = await spec.check(item);
      setOpened(refusal === null ? { id, item } : { id, item, cannot: refusal });
    } catch (error) {
      fail(item, error, actionOf(id).failureText?.(error));
    }
  };

  const choose = (id: Id, item: Item) => {
    const { select, ask: asks, run } = actionOf(id);
    if (select) select(item);
    else if (asks) void ask(id, item, asks);
    else if (run) void change(id, item, () => run(item, { again: false }));
    else setOpened({ id, item });
  };

  /** The row's actions button and its menu. */
  const menu = (item: Item) => {
    const items: ActionMenuItem[] = config.allowed(item).map((id) => {
      const look = { ...LOOKS[id], ...actionOf(id) };
      return {
        id,
        label: t(`actions.${id}`),
        icon: look.icon,
        destructive: look.destructive,
        onSelect: () => choose(id, item),
      };
    });
    return (
      <ActionMenu
        id={menuId(item)}
        label={t('actions.menu', { title: item.title })}
        text={config.menuText}
        items={items}
      />
    );
  };

  const action = opened ? actionOf(opened.id) : null;
  const asking =
    opened && action?.ask && action.run && !opened.cannot
      ? { ...opened, asked: opened.id as unknown as Asked, spec: action.ask, run: action.run }
      : null;
  const dialogs = (
    <>
      {opened && action?.dialog
        ? action.dialog({ item: opened.item, close, done, failed: (error) => fail(opened.item, error), returnFocus })
        : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`${asking.asked}.title`) : ''}
        confirmLabel={
          asking
            ? asking.again !== undefined && asking.spec.again
              ? asking.spec.again.label
              : t(`actions.${asking.id}`)
            : ''
        }
        destructive={asking?.again !== undefined || (asking?.spec.destructive ?? !GENTLE_ASKS.has(asking?.id ?? ''))}
        pending={pending}
        returnFocus={returnFocus}
        onConfirm={() =>
          asking &&
          void change(asking.id, asking.item, () => asking.run(asking.item, { again: asking.again !== undefined }))
        }
        onClose={close}
      >
        <p>
          {asking
            ? (asking.again ??
              t(`${asking.asked}.confirm`, {
                title: asking.item.title,
                from: asking.item.transfer?.from_node.text ?? '',
                to: asking.item.transfer?.to_node.text ?? '',
                ...asking.spec.params?.(asking.item),
              }))
            : null}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={Boolean(opened?.cannot)}
        title={opened?.cannot ? t(`${opened.id as unknown as Checked}.cannotTitle`) : ''}
        confirmLabel={t('ok')}
        error={opened?.cannot ?? null}
        returnFocus={returnFocus}
        onConfirm={close}
        onClose={close}
      >
        {null}
      </ConfirmDialog>
      <ActionFailedDialog
        title={t('failedTitle')}
        text={failure?.text ?? null}
        stale={failure?.stale ?? false}
        reloadLabel={t('reload')}
        okLabel={t('ok')}
        returnFocus={() => (failure ? document.getElementById(failure.menu) : null)}
        onReload={config.onReload}
        onClose={() => setFailure(null)}
      />
    </>
  );

  return { menu, dialogs };
}
