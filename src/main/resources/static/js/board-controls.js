import { getJson } from './api.js';
import { Board, MAX_SIDE, MIN_SIDE } from './board.js';
import { writeShared } from './share.js';
import { byId, showMessage } from './ui.js';
import { t } from './i18n.js';

/** The shape selector, the slide counter and the goal form around the board. */
export class BoardControls {
    constructor(game) {
        this.game = game;
        for (const id of ['shape-rows', 'shape-cols']) {
            const select = byId(id);
            for (let side = MIN_SIDE; side <= MAX_SIDE; side++) {
                select.add(new Option(String(side), String(side)));
            }
        }
        byId('shape-form').addEventListener('submit', event => {
            event.preventDefault();
            const rows = Number(byId('shape-rows').value);
            const cols = Number(byId('shape-cols').value);
            this.game.setBoard(Board.standardGoal(rows, cols), { goal: Board.standardGoal(rows, cols), origin: 'shape' });
            writeShared({ rows, cols });
        });
        byId('goal-form').addEventListener('submit', event => {
            event.preventDefault();
            this.#setGoalFromText(byId('goal-text').value);
        });
        byId('goal-from-board').addEventListener('click', () => {
            this.game.setGoal(this.game.board);
            showMessage(byId('goal-message'), t('goal.nowBoard'), 'ok');
        });
        byId('goal-standard').addEventListener('click', () => {
            const { rows, cols } = this.game.board;
            this.game.setGoal(Board.standardGoal(rows, cols));
            showMessage(byId('goal-message'), t('goal.nowStandard'), 'ok');
        });
        game.addEventListener('change', () => this.render());
        document.addEventListener('languagechange', () => this.render());
        this.render();
    }

    render() {
        const { board, goal, slides } = this.game;
        byId('shape-rows').value = String(board.rows);
        byId('shape-cols').value = String(board.cols);
        byId('slide-count').textContent = t('board.slides', { n: slides });
        byId('solved-flag').hidden = !this.game.solved;
        byId('goal-summary').textContent = this.game.goalIsStandard ? t('goal.standardSummary') : goal.toText();
        const goalText = byId('goal-text');
        if (document.activeElement !== goalText) {
            goalText.value = goal.toText();
        }
    }

    async #setGoalFromText(text) {
        const message = byId('goal-message');
        const goalText = Board.normaliseText(text);
        if (goalText === '') {
            showMessage(message, t('goal.missing'), 'error');
            return;
        }
        try {
            await getJson('/solvability', { board: this.game.board.toText(), goal: goalText });
            this.game.setGoal(Board.parse(goalText));
            showMessage(message, t('goal.set'), 'ok');
        } catch (error) {
            showMessage(message, error.message, 'error');
        }
    }
}
