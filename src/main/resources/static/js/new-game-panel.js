import { getJson } from './api.js';
import { Board } from './board.js';
import { writeShared } from './share.js';
import { byId, showMessage } from './ui.js';
import { t } from './i18n.js';

/**
 * New game: a scramble from /scramble of the selected shape, by random walk, uniformly, or at a chosen
 * distance, with a seed. The seed is shown and written into the page's address with the other settings,
 * so opening that address replays the same game.
 */
export class NewGamePanel {
    constructor(game) {
        this.game = game;
        this.message = byId('new-game-message');
        this.method = byId('scramble-method');
        byId('new-game-form').addEventListener('submit', event => {
            event.preventDefault();
            this.newGame();
        });
        this.method.addEventListener('change', () => this.#showMethodFields());
        this.#showMethodFields();
    }

    /** Fills the form from shared settings (the page's address) and starts that game. */
    async replay(shared) {
        if (shared.has('method')) {
            this.method.value = shared.get('method');
        }
        for (const [name, id] of [['moves', 'scramble-moves'], ['distance', 'scramble-distance'], ['seed', 'scramble-seed']]) {
            if (shared.has(name)) {
                byId(id).value = shared.get(name);
            }
        }
        this.#showMethodFields();
        const rows = Number(shared.get('rows') ?? this.game.board.rows);
        const cols = Number(shared.get('cols') ?? this.game.board.cols);
        return this.newGame({ rows, cols, goal: shared.get('goal') });
    }

    async newGame({ rows = Number(byId('shape-rows').value), cols = Number(byId('shape-cols').value), goal } = {}) {
        const method = this.method.value;
        const goalText = goal !== undefined ? goal
            : (this.game.goalIsStandard || !this.game.goal.sameShape(Board.standardGoal(rows, cols)) ? null : this.game.goal.toText());
        const params = {
            rows,
            cols,
            method,
            moves: method === 'distance' ? null : byId('scramble-moves').value,
            distance: method === 'distance' ? byId('scramble-distance').value : null,
            seed: byId('scramble-seed').value.trim(),
            goal: goalText,
        };
        const request = { ...params, includeSlides: false };
        const button = byId('new-game-button');
        button.disabled = true;
        showMessage(this.message, t('newGame.scrambling'), 'info');
        try {
            const scramble = await getJson('/scramble', request);
            const board = Board.fromRows(scramble.board);
            const scrambledGoal = scramble.goal ? Board.fromRows(scramble.goal) : null;
            this.game.setBoard(board, { goal: scrambledGoal, origin: 'scramble' });
            this.#describe(scramble);
            showMessage(this.message, '');
            writeShared({ ...params, seed: scramble.seed ?? params.seed });
            return true;
        } catch (error) {
            showMessage(this.message, error.message, 'error');
            return false;
        } finally {
            button.disabled = false;
        }
    }

    #describe(scramble) {
        const method = scramble.method ?? this.method.value;
        const parts = [t('newGame.info.seed', { seed: scramble.seed }), t(`newGame.${method}`, { fallback: method })];
        if (scramble.moves != null && scramble.method !== 'distance') {
            parts.push(t('newGame.info.slides', { n: scramble.moves }));
        }
        if (scramble.distance != null) {
            parts.push(t('newGame.info.distance', { n: scramble.distance }));
        }
        byId('new-game-info').textContent = t('newGame.info', { parts: parts.join(' \u00b7 ') });
        byId('new-game-info').dataset.seed = scramble.seed;
    }

    #showMethodFields() {
        const distance = this.method.value === 'distance';
        byId('scramble-moves').disabled = distance;
        byId('scramble-distance').disabled = !distance;
        byId('scramble-moves-label').classList.toggle('inactive', distance);
        byId('scramble-distance-label').classList.toggle('inactive', !distance);
    }
}
