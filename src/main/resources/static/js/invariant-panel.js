import { getJson } from './api.js';
import { byId, showMessage } from './ui.js';
import { t } from './i18n.js';


/**
 * The invariant widget: after every change asks /solvability for the board against the goal and shows N,
 * r, the blank's cell, the parity P, the verdict and the service's sentence with the arithmetic. It also
 * keeps track of P across slides, to show that no slide ever changes it.
 */
export class InvariantPanel {
    constructor(game) {
        this.game = game;
        this.controller = null;
        this.baseline = null;
        this.parityChanged = false;
        this.el = byId;
        game.addEventListener('change', event => this.refresh(event.detail));
        document.addEventListener('languagechange', () => this.refresh({ reason: 'language' }));
        this.refresh({ reason: 'board' });
    }

    async refresh({ reason }) {
        if (reason !== 'slide' && reason !== 'language') {
            this.baseline = null;
            this.parityChanged = false;
        }
        this.controller?.abort();
        const controller = new AbortController();
        this.controller = controller;
        const { board, goal, slides } = this.game;
        const panel = this.el('invariant-panel');
        panel.setAttribute('aria-busy', 'true');
        try {
            const verdict = await getJson('/solvability', { board: board.toText(), goal: goal.toText() },
                { signal: controller.signal });
            if (controller.signal.aborted) {
                return;
            }
            this.#show(verdict, slides);
            showMessage(this.el('inv-message'), '');
        } catch (error) {
            if (!error.aborted) {
                showMessage(this.el('inv-message'), error.message, 'error');
            }
        } finally {
            if (this.controller === controller) {
                panel.setAttribute('aria-busy', 'false');
            }
        }
    }

    #show(verdict, slides) {
        const here = verdict.board;
        const there = verdict.goal;
        this.el('inv-n').textContent = here.inversions;
        this.el('inv-r').textContent = here.blankRowFromBottom;
        this.el('inv-blank').textContent = `${here.blankRow + 1}, ${here.blankColumn + 1}`;
        this.el('inv-blank').title = t('inv.blank.cell', { row: here.blankRow + 1, col: here.blankColumn + 1 });
        this.el('inv-p').textContent = here.parity;
        this.el('inv-rule').textContent = t(`inv.rule.${verdict.rule}`, { fallback: verdict.rule });
        this.el('inv-goal').textContent = t('inv.goal', { n: there.inversions, r: there.blankRowFromBottom, p: there.parity });
        const verdictLine = this.el('inv-verdict');
        verdictLine.textContent = t(verdict.solvable ? 'inv.solvable' : 'inv.unsolvable');
        if (!verdict.solvable && verdict.swap) {
            verdictLine.textContent += t('inv.swap', verdict.swap);
        }
        verdictLine.dataset.solvable = verdict.solvable;
        verdictLine.classList.toggle('solvable', verdict.solvable);
        verdictLine.classList.toggle('unsolvable', !verdict.solvable);
        this.el('inv-explanation').textContent = verdict.explanation;

        if (this.baseline == null) {
            this.baseline = { parity: here.parity, slides };
        }
        this.parityChanged ||= here.parity !== this.baseline.parity;
        const held = slides - this.baseline.slides;
        const history = this.el('inv-history');
        if (this.parityChanged) {
            history.textContent = t('inv.changed', { n: held });
        } else if (held === 0) {
            history.textContent = t('inv.start');
        } else {
            history.textContent = t('inv.held', { p: this.baseline.parity, n: held });
        }
    }
}
