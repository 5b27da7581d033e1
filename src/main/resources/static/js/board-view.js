import { t } from './i18n.js';

const ARROWS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };

/**
 * Draws the game's board as one button per tile. Tiles keep their element across slides and move by a CSS
 * transform, so a slide is animated and keyboard focus stays on the tile that moved.
 */
export class BoardView {
    constructor(element, game) {
        this.element = element;
        this.game = game;
        this.tiles = new Map();
        this.shape = null;
        element.addEventListener('click', event => {
            const button = event.target.closest('button[data-tile]');
            if (button != null && this.game.slideTile(Number(button.dataset.tile)) == null) {
                this.#nudge(button);
            }
        });
        document.addEventListener('keydown', event => this.#onKey(event));
        game.addEventListener('change', event => this.render(event.detail.reason === 'slide'));
        document.addEventListener('languagechange', () => this.render(false));
        this.render(false);
    }

    /** Draws the board; only a single slide is animated, a new board appears at once. */
    render(animate = true) {
        this.element.classList.toggle('instant', !animate);
        const { board, goal } = this.game;
        const shape = `${board.rows}x${board.cols}`;
        if (shape !== this.shape) {
            this.#rebuild(board);
            this.shape = shape;
        }
        this.element.setAttribute('aria-label', t('board.label', { rows: board.rows, cols: board.cols }));
        this.element.dataset.board = board.toText();
        board.cells.forEach((tile, index) => {
            if (tile === 0) {
                return;
            }
            const button = this.tiles.get(tile);
            const row = Math.floor(index / board.cols);
            const col = index % board.cols;
            button.style.setProperty('--row', row);
            button.style.setProperty('--col', col);
            const direction = board.directionOf(tile);
            button.classList.toggle('movable', direction != null);
            button.classList.toggle('home', goal.cells[index] === tile);
            button.tabIndex = direction != null ? 0 : -1;
            const where = { tile, row: row + 1, col: col + 1 };
            button.setAttribute('aria-label', direction != null
                ? t('board.tileSlides', { ...where, direction: t(`direction.${direction}`) })
                : t('board.tile', where));
        });
        const blank = this.element.querySelector('.blank');
        blank.style.setProperty('--row', board.blankRow);
        blank.style.setProperty('--col', board.blankCol);
        if (!animate) {
            void this.element.offsetWidth; // apply the new positions before transitions come back
            this.element.classList.remove('instant');
        }
    }

    /** Briefly highlights a tile, e.g. the one a hint names. */
    flash(tile) {
        const button = this.tiles.get(tile);
        if (button == null) {
            return;
        }
        button.classList.remove('flash');
        void button.offsetWidth; // restart the animation
        button.classList.add('flash');
    }

    #rebuild(board) {
        this.element.replaceChildren();
        this.tiles.clear();
        this.element.style.setProperty('--rows', board.rows);
        this.element.style.setProperty('--cols', board.cols);
        const blank = document.createElement('div');
        blank.className = 'blank';
        blank.setAttribute('aria-hidden', 'true');
        this.element.append(blank);
        const tileNumbers = board.cells.filter(tile => tile !== 0).sort((a, b) => a - b);
        for (const tile of tileNumbers) {
            const button = document.createElement('button');
            button.type = 'button';
            button.className = 'tile';
            button.dataset.tile = tile;
            const face = document.createElement('span');
            face.className = 'face';
            face.textContent = tile;
            button.append(face);
            button.addEventListener('animationend', () => button.classList.remove('flash', 'nudge'));
            this.tiles.set(tile, button);
            this.element.append(button);
        }
    }

    #nudge(button) {
        button.classList.remove('nudge');
        void button.offsetWidth;
        button.classList.add('nudge');
    }

    #onKey(event) {
        const direction = ARROWS[event.key];
        if (direction == null || event.altKey || event.ctrlKey || event.metaKey) {
            return;
        }
        const target = event.target;
        const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
            || target instanceof HTMLSelectElement;
        if (typing) {
            return;
        }
        event.preventDefault();
        const move = this.game.slide(direction);
        if (move != null && this.element.contains(document.activeElement)) {
            this.tiles.get(move.tile)?.focus({ preventScroll: true });
        }
    }
}
