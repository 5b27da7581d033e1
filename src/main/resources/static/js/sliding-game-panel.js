import { getJson } from './api.js';
import { DIRECTIONS } from './board.js';
import { byId, formatCount, formatMillis, showMessage } from './ui.js';
import { t } from './i18n.js';

/** Boards up to this side are drawn and their optimal route can be watched. */
const MAX_DRAWN_SIDE = 10;

/**
 * The sliding game of Project Euler 313: S(m, n) with its formula from /sliding-game/moves, the red
 * counter's optimal route played on a small board, and the count of grids with S(m, n) = p^2 for the
 * primes below a limit from /sliding-game/count.
 */
export class SlidingGamePanel {
    constructor() {
        this.message = byId('sg-message');
        this.route = null;
        this.step = 0;
        this.timer = null;
        byId('sliding-game-form').addEventListener('submit', event => {
            event.preventDefault();
            this.compute();
        });
        byId('sg-count-form').addEventListener('submit', event => {
            event.preventDefault();
            this.count();
        });
        byId('sg-toggle').addEventListener('click', () => (this.timer == null ? this.play() : this.pause()));
        byId('sg-step').addEventListener('click', () => {
            this.pause();
            this.forward();
        });
        byId('sg-rewind').addEventListener('click', () => {
            this.pause();
            this.#reset();
        });
    }

    async compute() {
        this.pause();
        const rows = Number(byId('sg-rows').value);
        const cols = Number(byId('sg-cols').value);
        const drawn = rows >= 1 && cols >= 1 && rows <= MAX_DRAWN_SIDE && cols <= MAX_DRAWN_SIDE;
        try {
            const game = await getJson('/sliding-game/moves', { rows, cols, sequence: drawn });
            const least = game.leastSlides;
            byId('sg-result').textContent = least == null ? `S(${rows}, ${cols}): ${game.explanation ?? t('sg.unfinishable')}`
                : `S(${rows}, ${cols}) = ${formatCount(least)}`;
            byId('sg-formula').textContent = [game.formula, game.explanation].filter(Boolean).join('; ') || '\u00a0';
            showMessage(this.message, drawn || least == null ? '' : t('sg.drawnUpTo', { max: MAX_DRAWN_SIDE }), 'info');
            const slides = game.slides;
            if (drawn && typeof slides === 'string' && slides.length > 0) {
                this.route = { rows, cols, slides };
                this.#reset();
                byId('sg-animation').hidden = false;
            } else {
                this.route = null;
                byId('sg-animation').hidden = true;
            }
        } catch (error) {
            byId('sg-result').textContent = '\u00a0';
            byId('sg-formula').textContent = '\u00a0';
            byId('sg-animation').hidden = true;
            showMessage(this.message, error.message, 'error');
        }
    }

    async count() {
        const primeLimit = byId('sg-prime-limit').value.trim();
        const message = byId('sg-count-message');
        const button = byId('sg-count-button');
        button.disabled = true;
        showMessage(message, t('sg.counting'), 'info');
        try {
            const answer = await getJson('/sliding-game/count', { primeLimit });
            // the count can pass 2^53, so read its exact decimal string
            const grids = answer.gridsText;
            const digits = grids.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
            byId('sg-count-result').textContent = t('sg.grids', { grids: digits, limit: formatCount(primeLimit) });
            const facts = [];
            if (answer.primes != null) {
                facts.push(t('sg.primeCount', { n: formatCount(answer.primes) }));
            }
            if (answer.computeMillis != null) {
                facts.push(t(answer.cached ? 'sg.cachedIn' : 'sg.computedIn', { time: formatMillis(answer.computeMillis) }));
            }
            showMessage(message, facts.join(' \u00b7 '), 'ok');
        } catch (error) {
            byId('sg-count-result').textContent = '\u00a0';
            showMessage(message, error.message, 'error');
        } finally {
            button.disabled = false;
        }
    }

    play() {
        if (this.route == null) {
            return;
        }
        if (this.step >= this.route.slides.length) {
            this.#reset();
        }
        this.timer = setInterval(() => {
            if (!this.forward()) {
                this.pause();
            }
        }, 220);
        this.#renderControls();
    }

    pause() {
        if (this.timer != null) {
            clearInterval(this.timer);
            this.timer = null;
        }
        this.#renderControls();
    }

    /** Plays one slide: the counter next to the space moves in the letter's direction, the space the other way. */
    forward() {
        if (this.route == null || this.step >= this.route.slides.length) {
            return false;
        }
        const { dr, dc } = DIRECTIONS[this.route.slides[this.step]];
        const from = { row: this.space.row - dr, col: this.space.col - dc };
        if (from.row === this.red.row && from.col === this.red.col) {
            this.red = { ...this.space };
        }
        this.space = from;
        this.step += 1;
        this.#draw();
        return true;
    }

    #reset() {
        const { rows, cols } = this.route;
        this.red = { row: 0, col: 0 };
        this.space = { row: rows - 1, col: cols - 1 };
        this.step = 0;
        const board = byId('sg-board');
        board.style.setProperty('--rows', rows);
        board.style.setProperty('--cols', cols);
        board.replaceChildren(...Array.from({ length: rows * cols }, () => {
            const cell = document.createElement('span');
            cell.className = 'counter';
            return cell;
        }));
        this.#draw();
    }

    #draw() {
        const { rows, cols, slides } = this.route;
        const cells = byId('sg-board').children;
        for (let i = 0; i < cells.length; i++) {
            const row = Math.floor(i / cols);
            const col = i % cols;
            cells[i].classList.toggle('red', row === this.red.row && col === this.red.col);
            cells[i].classList.toggle('space', row === this.space.row && col === this.space.col);
            cells[i].classList.toggle('target', row === rows - 1 && col === cols - 1);
        }
        const done = this.red.row === rows - 1 && this.red.col === cols - 1;
        byId('sg-board').setAttribute('aria-label', t('sg.boardAt', { rows, cols, row: this.red.row + 1, col: this.red.col + 1 }));
        byId('sg-position').textContent = `${this.step} / ${slides.length}${done ? t('sg.home') : ''}`;
        this.#renderControls();
    }

    #renderControls() {
        const toggle = byId('sg-toggle');
        toggle.innerHTML = `<svg class="icon"><use href="#icon-${this.timer == null ? 'play' : 'pause'}"/></svg>`;
        const toggleKey = this.timer == null ? 'player.play' : 'player.pause';
        toggle.setAttribute('aria-label', t(toggleKey));
        toggle.dataset.i18nAttr = `aria-label:${toggleKey}`;
        byId('sg-step').disabled = this.route == null || this.step >= this.route.slides.length;
    }
}
