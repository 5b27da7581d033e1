import { getJson } from './api.js';
import { DIRECTIONS } from './board.js';
import { solveWatched } from './streams.js';
import { byId, formatCount, formatMillis, showMessage } from './ui.js';
import { t } from './i18n.js';

/**
 * Solve and hint: asks /solve for a solution of the board as it stands, then plays it on the board step by
 * step or animated; asks /solve/hint for the distance and the next tile to slide, and flashes that tile.
 * A running solve watches the search through the service's event stream: the proven lower bound rising and the
 * nodes counting; Cancel closes the stream, which stops the search on the server.
 */
export class SolvePanel {
    constructor(game, boardView) {
        this.game = game;
        this.boardView = boardView;
        this.message = byId('solve-message');
        this.solution = null;
        this.step = 0;
        this.timer = null;
        this.request = null;
        this.applying = false;
        byId('solve-form').addEventListener('submit', event => {
            event.preventDefault();
            this.solve();
        });
        byId('solve-cancel').addEventListener('click', () => this.request?.abort());
        byId('hint-button').addEventListener('click', () => this.hint());
        byId('play-toggle').addEventListener('click', () => (this.timer == null ? this.play() : this.pause()));
        byId('play-step').addEventListener('click', () => {
            this.pause();
            this.forward();
        });
        byId('play-back').addEventListener('click', () => {
            this.pause();
            this.back();
        });
        byId('play-rewind').addEventListener('click', () => {
            this.pause();
            while (this.step > 0) {
                this.back();
            }
        });
        byId('play-speed').addEventListener('input', () => {
            if (this.timer != null) {
                this.pause();
                this.play();
            }
        });
        game.addEventListener('change', () => {
            if (!this.applying && this.solution != null) {
                this.pause();
                this.solution = null;
                this.#renderPlayer();
                showMessage(this.message, t('solve.stale'), 'info');
            }
        });
        this.#renderPlayer();
    }

    async solve() {
        this.pause();
        const work = this.#begin(t('solve.work.solving'));
        const start = this.game.board;
        const body = {
            board: start.toRows(),
            goal: this.game.goal.toRows(),
            strategy: byId('solve-strategy').value,
            timeoutMs: Number(byId('solve-timeout').value) || undefined,
            metric: metric(),
        };
        try {
            const solution = await solveWatched(body, {
                signal: work.signal,
                onEvent: (name, data) => {
                    if (name === 'solution') {
                        work.report(t('solve.progress.found', { n: formatCount(data.length) }));
                    } else if (data.nodesExpanded !== undefined) {
                        const bound = data.lowerBound !== undefined ? `${t('solve.lowerBound', { n: data.lowerBound })} \u00b7 ` : '';
                        work.report(`${bound}${t('solve.progress.nodes', { n: formatCount(data.nodesExpanded) })}`);
                    }
                },
            });
            if (!start.equals(this.game.board)) {
                showMessage(this.message, t('solve.changedWhileSolving'), 'info');
                return;
            }
            this.solution = { ...solution, tiles: solution.tiles ?? [], moves: solution.moves ?? '', start };
            this.step = 0;
            this.#showResult(this.solution);
            showMessage(this.message, this.solution.tiles.length === 0 ? t('solve.atGoalAlready')
                : t('solve.play'), 'ok');
        } catch (error) {
            if (work.current()) {
                this.#showResult(null);
                this.#showError(error);
            }
        } finally {
            work.end();
            this.#renderPlayer();
        }
    }

    async hint() {
        const work = this.#begin(t('solve.work.hint'));
        const board = this.game.board;
        try {
            const hint = await getJson('/solve/hint',
                { board: board.toText(), goal: this.game.goal.toText(), metric: metric() }, { signal: work.signal });
            if (!board.equals(this.game.board)) {
                showMessage(this.message, t('solve.hintStale'), 'info');
            } else if (hint.tile == null || hint.distance === 0) {
                showMessage(this.message, t('solve.hintAtGoal'), 'ok');
            } else {
                const direction = hint.direction in DIRECTIONS ? t(`direction.${hint.direction}`) : hint.direction;
                showMessage(this.message, t('solve.hintText', { tile: hint.tile, direction, n: hint.distance }), 'ok');
                this.boardView.flash(hint.tile);
            }
        } catch (error) {
            if (work.current()) {
                this.#showError(error);
            }
        } finally {
            work.end();
        }
    }

    /** Starts a request that shows its progress and can be cancelled; a newer request replaces it. */
    #begin(label) {
        this.request?.abort();
        const controller = new AbortController();
        this.request = controller;
        const started = performance.now();
        const progressText = byId('solve-progress-text');
        progressText.textContent = `${label}\u2026`;
        let figures = '';
        const render = () => {
            const elapsed = `${label}\u2026 ${((performance.now() - started) / 1000).toFixed(1)} s`;
            progressText.textContent = figures === '' ? elapsed : `${elapsed} \u00b7 ${figures}`;
        };
        const ticker = setInterval(render, 100);
        this.#busy(true);
        showMessage(this.message, '');
        return {
            signal: controller.signal,
            current: () => this.request === controller,
            report: text => {
                figures = text;
                render();
            },
            end: () => {
                clearInterval(ticker);
                if (this.request === controller) {
                    this.request = null;
                    this.#busy(false);
                }
            },
        };
    }

    #showError(error) {
        const retry = error.problem?.retryAfterSeconds;
        showMessage(this.message, retry ? t('solve.retry', { message: error.message, seconds: retry }) : error.message,
            error.aborted ? 'info' : 'error');
    }

    play() {
        if (this.solution == null || this.step >= this.solution.tiles.length) {
            return;
        }
        const perSecond = Number(byId('play-speed').value);
        this.timer = setInterval(() => {
            if (!this.forward()) {
                this.pause();
            }
        }, 1000 / perSecond);
        this.#renderPlayer();
    }

    pause() {
        if (this.timer != null) {
            clearInterval(this.timer);
            this.timer = null;
        }
        this.#renderPlayer();
    }

    forward() {
        if (this.solution == null || this.step >= this.solution.tiles.length) {
            return false;
        }
        return this.#apply(this.solution.tiles[this.step], +1);
    }

    back() {
        if (this.solution == null || this.step <= 0) {
            return false;
        }
        return this.#apply(this.solution.tiles[this.step - 1], -1);
    }

    #apply(tile, delta) {
        this.applying = true;
        try {
            if (this.game.slideTile(tile, 'solution') == null) {
                this.pause();
                showMessage(this.message, t('solve.misfit', { tile }), 'error');
                return false;
            }
        } finally {
            this.applying = false;
        }
        this.step += delta;
        this.#renderPlayer();
        if (this.step === this.solution.tiles.length && this.game.solved) {
            showMessage(this.message, t('solve.reached', { n: this.step }), 'ok');
        }
        return true;
    }

    #busy(busy) {
        byId('solve-progress').style.visibility = busy ? 'visible' : 'hidden';
        byId('solve-cancel').disabled = !busy;
        byId('solve-button').disabled = busy;
        byId('hint-button').disabled = busy;
        byId('solve-panel').setAttribute('aria-busy', String(busy));
    }

    #showResult(solution) {
        byId('solve-length').textContent = solution ? formatCount(solution.length ?? solution.tiles.length) : '\u2013';
        byId('solve-length-multi').textContent = solution
            ? formatCount(solution.lengthMulti ?? multiTileLength(solution.moves)) : '\u2013';
        const multi = solution == null || solution.moves === '' ? '' : solution.movesMulti ?? multiTile(solution.moves);
        byId('solve-moves-multi').textContent = multi === '' ? '\u00a0' : `${t('solve.multiPrefix')}${multi}`;
        const animation = byId('solve-animation');
        animation.hidden = solution == null || solution.moves === '' || solution.moves.length > 5000;
        if (!animation.hidden) {
            const query = new URLSearchParams({ board: solution.start.toText(), moves: solution.moves, scheme: 'fringe' });
            if (!this.game.goalIsStandard) {
                query.set('goal', this.game.goal.toText());
            }
            animation.href = `render?${query}`;
        }
        byId('solve-optimal').textContent = solution == null ? '\u2013' : t(solution.optimal ? 'solve.yes' : 'solve.notProven');
        const method = [];
        if (solution?.strategy) {
            method.push(t('solve.method.strategy', { strategy: t(`solve.strategy.${solution.strategy}`, { fallback: solution.strategy }) }));
        }
        if (solution?.metric) {
            method.push(t(`solve.method.${solution.metric}`, { fallback: solution.metric }));
        }
        if (solution?.heuristic) {
            method.push(solution.heuristic);
        }
        if (solution?.lowerBound != null) {
            method.push(t('solve.lowerBound', { n: formatCount(solution.lowerBound) }));
        }
        byId('solve-method').textContent = method.length > 0 ? method.join(' \u00b7 ') : '\u00a0';
        byId('solve-nodes').textContent = solution ? formatCount(solution.nodesExpanded) : '\u2013';
        byId('solve-time').textContent = solution
            ? `${formatMillis(solution.elapsedMs)}${solution.cached ? t('solve.cached') : ''}` : '\u2013';
        const moves = byId('solve-moves');
        moves.replaceChildren();
        if (solution == null || solution.tiles.length === 0) {
            moves.textContent = '\u00a0';
            return;
        }
        solution.tiles.forEach((tile, i) => {
            const span = document.createElement('span');
            span.className = 'move';
            span.textContent = `${tile}${solution.moves[i] ?? ''}`;
            moves.append(span, ' ');
        });
    }

    #renderPlayer() {
        const length = this.solution?.tiles.length ?? 0;
        const ready = this.solution != null && length > 0;
        byId('play-rewind').disabled = !ready || this.step === 0;
        byId('play-back').disabled = !ready || this.step === 0;
        byId('play-step').disabled = !ready || this.step >= length;
        const toggle = byId('play-toggle');
        toggle.disabled = !ready || (this.timer == null && this.step >= length);
        toggle.innerHTML = `<svg class="icon"><use href="#icon-${this.timer == null ? 'play' : 'pause'}"/></svg>`;
        const toggleKey = this.timer == null ? 'player.play' : 'player.pause';
        toggle.setAttribute('aria-label', t(toggleKey));
        toggle.dataset.i18nAttr = `aria-label:${toggleKey}`;
        byId('play-position').textContent = ready ? `${this.step} / ${length}` : '\u00a0';
        byId('solve-moves').querySelectorAll('.move').forEach((span, i) => {
            span.classList.toggle('done', i < this.step);
            span.classList.toggle('current', i === this.step);
        });
    }
}

/** The metric chosen: sent only when it is not the default single-tile one. */
function metric() {
    const chosen = byId('solve-metric').value;
    return chosen === 'single' ? undefined : chosen;
}

/** The number of multi-tile moves of a sequence of slides: its runs of one letter. */
export function multiTileLength(slides) {
    let runs = 0;
    for (let i = 0; i < slides.length; i++) {
        if (i === 0 || slides[i] !== slides[i - 1]) {
            runs += 1;
        }
    }
    return runs;
}

/** A sequence of slides in the multi-tile form: RRRDDL as R3 D2 L. */
export function multiTile(slides) {
    return (slides.match(/(.)\1*/g) ?? []).map(run => (run.length > 1 ? `${run[0]}${run.length}` : run[0])).join(' ');
}
