import { getJson } from './api.js';
import { Board, MAX_SIDE, MIN_SIDE } from './board.js';
import { writeShared } from './share.js';
import { byId, showMessage } from './ui.js';
import { t } from './i18n.js';

/**
 * Import: a board typed or pasted in the text form (or one row per line), or edited cell by cell. The
 * service validates it; its Problem Details explain what is wrong with malformed input.
 */
export class ImportPanel {
    constructor(game) {
        this.game = game;
        this.message = byId('import-message');
        this.text = byId('import-text');
        this.editor = byId('cell-editor');
        byId('import-form').addEventListener('submit', event => {
            event.preventDefault();
            this.importText(this.text.value);
        });
        byId('import-from-board').addEventListener('click', () => {
            this.text.value = this.game.board.toText();
            if (!this.editor.hidden) {
                this.#buildEditor(this.game.board);
            }
        });
        const toggle = byId('import-edit-cells');
        toggle.addEventListener('click', () => {
            const opening = this.editor.hidden;
            if (opening) {
                this.#buildEditor(this.#boardToEdit());
            }
            this.editor.hidden = !opening;
            toggle.setAttribute('aria-expanded', String(opening));
        });
    }

    /** Validates a board with the service and, when it is valid and drawable, plays it. */
    async importText(rawText, { goalText = null, share = true } = {}) {
        const text = Board.normaliseText(rawText ?? '');
        if (text === '') {
            showMessage(this.message, t('import.missing'), 'error');
            return false;
        }
        try {
            await getJson('/solvability', { board: text, goal: goalText });
        } catch (error) {
            showMessage(this.message, error.message, 'error');
            return false;
        }
        const board = Board.parse(text);
        if (board.rows < MIN_SIDE || board.rows > MAX_SIDE || board.cols < MIN_SIDE || board.cols > MAX_SIDE) {
            showMessage(this.message, t('import.tooLarge', { rows: board.rows, cols: board.cols, min: MIN_SIDE, max: MAX_SIDE }), 'error');
            return false;
        }
        const goal = goalText ? Board.parse(Board.normaliseText(goalText)) : null;
        this.game.setBoard(board, { goal, origin: 'import' });
        this.text.value = text;
        showMessage(this.message, t('import.done', { rows: board.rows, cols: board.cols }), 'ok');
        if (share) {
            writeShared({ board: text, goal: this.game.goalIsStandard ? null : this.game.goal.toText() });
        }
        return true;
    }

    #boardToEdit() {
        const text = Board.normaliseText(this.text.value);
        if (/^\d+(,\d+)*(\/\d+(,\d+)*)*$/.test(text)) {
            const rows = text.split('/').map(row => row.split(','));
            const cols = rows[0].length;
            if (rows.length >= MIN_SIDE && rows.length <= MAX_SIDE && cols >= MIN_SIDE && cols <= MAX_SIDE
                && rows.every(row => row.length === cols)) {
                return Board.parse(text);
            }
        }
        return this.game.board;
    }

    #buildEditor(board) {
        this.editor.replaceChildren();
        this.editor.style.setProperty('--cols', board.cols);
        board.cells.forEach((tile, index) => {
            const input = document.createElement('input');
            input.type = 'text';
            input.inputMode = 'numeric';
            input.autocomplete = 'off';
            input.value = String(tile);
            input.setAttribute('aria-label', t('import.cell', { row: Math.floor(index / board.cols) + 1, col: index % board.cols + 1 }));
            input.addEventListener('input', () => this.#editorToText(board.rows, board.cols));
            this.editor.append(input);
        });
        this.text.value = board.toText();
    }

    #editorToText(rows, cols) {
        const values = Array.from(this.editor.querySelectorAll('input'), input => input.value.trim());
        const rowTexts = [];
        for (let r = 0; r < rows; r++) {
            rowTexts.push(values.slice(r * cols, (r + 1) * cols).join(','));
        }
        this.text.value = rowTexts.join('/');
    }
}
